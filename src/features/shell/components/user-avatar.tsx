import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import type { UserStatus } from '@/shared/constants/auth'
import type { User } from '@/shared/schemas/auth'

// Shared by the toolbar's look-alike button and the menu it loads, apart from both so neither imports the other.
export const STATUS_COLORS: Record<UserStatus, string> = {
  online: 'var(--colors-green-500)',
  away: 'var(--colors-amber-500)',
  busy: 'var(--colors-red-500)',
  'not-visible': 'var(--colors-slate-400)',
}

/** The signed-in person's avatar with a dot for their status. */
export function UserAvatar({ user, name }: { user: User | null | undefined; name: string }) {
  return (
    <span className={css({ position: 'relative', display: 'inline-flex' })}>
      <Avatar name={name} src={user?.avatar} size={32} />
      {user ? (
        <span
          data-testid="user-status"
          data-status={user.status}
          aria-hidden
          className={css({
            position: 'absolute',
            right: '-0.5',
            bottom: '-0.5',
            w: '3',
            h: '3',
            borderRadius: 'full',
            boxShadow: '0 0 0 2px var(--colors-bg-surface)',
          })}
          style={{ background: STATUS_COLORS[user.status] }}
        />
      ) : null}
    </span>
  )
}
