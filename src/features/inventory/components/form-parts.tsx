import type { ReactNode } from 'react'
import { css } from 'styled-system/css'

/** A titled group of fields in the product form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={css({ display: 'flex', flexDir: 'column', gap: '4', minW: 0 })}>
      <legend
        className={css({
          textStyle: 'overline',
          color: 'fg.subtle',
          mb: '3',
        })}
      >
        {title}
      </legend>
      {children}
    </fieldset>
  )
}

/** Fields side by side on wide screens, stacked on phones. */
export function Row({ children, columns = 2 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <div
      className={css({
        display: 'grid',
        gap: '4',
        gridTemplateColumns: {
          base: '1fr',
          sm: columns === 3 ? 'repeat(3, minmax(0, 1fr))' : 'repeat(2, minmax(0, 1fr))',
        },
      })}
    >
      {children}
    </div>
  )
}
