import { css } from 'styled-system/css'

/**
 * The unread count at the end of a list row (chats, mail folders). With `label` the number is read as that
 * sentence ("3 unread messages") rather than a bare figure; `wide` for a column of them (mail folders).
 */
export function CountPill({ count, label, wide }: { count: number; label?: string; wide?: boolean }) {
  if (count <= 0) return null
  return (
    <span
      className={css({
        minW: wide ? '6' : '5',
        h: '5',
        px: '1.5',
        borderRadius: 'full',
        bg: 'accent.solid',
        color: 'accent.onSolid',
        fontSize: 'xs',
        fontWeight: 'bold',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      })}
    >
      {label ? (
        <>
          <span aria-hidden>{count}</span>
          <span className={css({ srOnly: true })}>{label}</span>
        </>
      ) : (
        count
      )}
    </span>
  )
}
