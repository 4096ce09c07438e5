import { useTranslation } from 'react-i18next'
import { DeferredControl } from '@/components/layout/deferred-control'
import { useSession } from '@/lib/use-session'
import { PlaceholderTrigger } from '@/components/layout/toolbar-button'
import { UserAvatar } from './user-avatar'

const loadMenu = () => import('./user-menu').then((m) => m.UserMenu)

/** The toolbar's avatar button; its menu loads on first intent. */
export function UserButton() {
  const { t } = useTranslation('shell')
  const { user } = useSession()
  const name = user?.name ?? t('user.na')
  return (
    <DeferredControl
      load={loadMenu}
      props={{}}
      placeholder={(intent) => (
        <PlaceholderTrigger label={t('user.menu', { name })} popup="menu" testId="user-menu-trigger" intent={intent}>
          <UserAvatar user={user} name={name} />
        </PlaceholderTrigger>
      )}
    />
  )
}
