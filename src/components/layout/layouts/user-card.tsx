import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { useSession } from '@/lib/use-session'

/** The signed-in person (classy and futuristic navigation); a guest reads 'Invitado' / 'No autenticado'. */
export function UserCard({ size = 'lg' }: { size?: 'lg' | 'sm' }) {
  const { t } = useTranslation('shell')
  const { user } = useSession()
  const name = user ? (user.person?.name ?? user.name) : t('user.guest')
  const username = user ? user.username : t('user.notSignedIn')
  if (size === 'sm') {
    return (
      <div
        className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: 0, flex: 1 })}
        data-testid="user-card"
      >
        <Avatar name={name} src={user?.avatar} size={40} />
        <div className={css({ minW: 0, lineHeight: 'tight' })}>
          <p className={css({ fontWeight: 'semibold', color: 'var(--nav-strong)', truncate: true })}>{name}</p>
          <p className={css({ fontSize: 'sm', color: 'var(--nav-muted)', truncate: true, mt: '0.5' })}>{username}</p>
        </div>
      </div>
    )
  }
  return (
    <div
      className={css({
        display: 'flex',
        flexDir: 'column',
        alignItems: 'center',
        textAlign: 'center',
        px: '6',
        pt: '4',
        pb: '6',
      })}
      data-testid="user-card"
    >
      <div className={css({ p: '1', borderRadius: 'full', bg: 'var(--nav-line)' })}>
        <Avatar name={name} src={user?.avatar} size={88} />
      </div>
      <p className={css({ mt: '4', fontWeight: 'semibold', color: 'var(--nav-strong)', truncate: true, maxW: 'full' })}>
        {name}
      </p>
      <p className={css({ fontSize: 'sm', color: 'var(--nav-muted)', truncate: true, maxW: 'full', mt: '0.5' })}>
        {username}
      </p>
    </div>
  )
}
