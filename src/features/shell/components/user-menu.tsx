import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { toast } from '@/components/ui/toaster'
import { useThemePrefs } from '@/lib/theme'
import { useSession } from '@/lib/use-session'
import { USER_STATUSES, type UserStatus } from '@/shared/constants/auth'
import { updateUser } from '../api/user'
import { useSchemeChange } from '../hooks/use-scheme-change'
import { STATUS_COLORS, UserAvatar } from './user-avatar'
import { menuContent, menuItem, menuLabel, menuSeparator } from '@/components/ui/menu-styles'
import { iconButton } from '@/components/layout/toolbar-button'
import { Icon } from '@/components/layout/icons'
import { Menu } from '@/components/ui/menu'

/** The avatar with its status; the menu sets the status, the scheme, opens the profile and signs out. */
export function UserMenu() {
  const { t } = useTranslation('shell')
  const router = useRouter()
  const { user } = useSession()
  const { applied: scheme } = useThemePrefs()
  const changeScheme = useSchemeChange()
  const name = user?.name ?? t('user.na')

  const setStatus = async (status: UserStatus) => {
    try {
      await updateUser({ status })
    } catch (error) {
      toast('error', t('user.statusFailed'), error instanceof Error ? error.message : undefined)
    }
  }
  const go = {
    profile: () => void router.navigate({ to: '/settings' }),
    scheme: () => void changeScheme(scheme === 'dark' ? 'light' : 'dark'),
    // The lock screen comes back to this very page once the password is given again.
    lock: () => void router.navigate({ to: '/unlock-session', search: { redirect: router.state.location.href } }),
    signOut: () => void router.navigate({ to: '/sign-out' }),
    signIn: () => void router.navigate({ to: '/sign-in' }),
  }

  return (
    <Menu.Root positioning={{ placement: 'bottom-end', gutter: 8 }}>
      <Menu.Trigger className={iconButton} aria-label={t('user.menu', { name })} data-testid="user-menu-trigger">
        <UserAvatar user={user} name={name} />
      </Menu.Trigger>
      <Menu.Popup positionerClassName={css({ zIndex: 'popover' })} className={menuContent} data-testid="user-menu">
        <div className={css({ px: '3', py: '2' })}>
          <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
            {user ? t('user.signedInAs') : t('user.notSignedIn')}
          </p>
          <p
            className={css({ fontSize: 'sm', fontWeight: 'semibold', truncate: true, maxW: '56' })}
            data-testid="user-menu-name"
          >
            {user ? user.email : name}
          </p>
        </div>
        <Menu.Separator className={menuSeparator} />
        <Menu.Item value="profile" className={menuItem} onChoose={go.profile}>
          <Icon name="user-round" />
          {t('user.profile')}
        </Menu.Item>
        <Menu.Item value="scheme" className={menuItem} onChoose={go.scheme}>
          {scheme === 'dark' ? <Icon name="sun" /> : <Icon name="moon" />}
          {scheme === 'dark' ? t('user.lightScheme') : t('user.darkScheme')}
        </Menu.Item>
        {user ? (
          <>
            <Menu.Separator className={menuSeparator} />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel className={menuLabel}>{t('user.status')}</Menu.ItemGroupLabel>
              {USER_STATUSES.map((status) => (
                <Menu.Item
                  key={status}
                  value={status}
                  className={menuItem}
                  data-state={user.status === status ? 'checked' : undefined}
                  aria-current={user.status === status ? 'true' : undefined}
                  onChoose={() => void setStatus(status)}
                >
                  <span
                    aria-hidden
                    className={css({ w: '2.5', h: '2.5', borderRadius: 'full', flexShrink: 0 })}
                    style={{ background: STATUS_COLORS[status] }}
                  />
                  {t(`user.statuses.${status}`)}
                </Menu.Item>
              ))}
            </Menu.ItemGroup>
            <Menu.Separator className={menuSeparator} />
            <Menu.Item value="lock" className={menuItem} data-testid="user-lock" onChoose={go.lock}>
              <Icon name="lock" />
              {t('user.lock')}
            </Menu.Item>
            <Menu.Item value="sign-out" className={menuItem} data-testid="user-sign-out" onChoose={go.signOut}>
              <Icon name="log-out" />
              {t('user.signOut')}
            </Menu.Item>
          </>
        ) : (
          <Menu.Item value="sign-in" className={menuItem} onChoose={go.signIn}>
            <Icon name="log-in" />
            {t('user.signIn')}
          </Menu.Item>
        )}
      </Menu.Popup>
    </Menu.Root>
  )
}
