import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
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
import { menuContent, menuItem, menuLabel, menuSeparator } from './menu-styles'
import { iconButton } from '@/components/layout/toolbar-button'
import { Icon } from '@/components/layout/icons'

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
  const onSelect = (value: string) => {
    if (value === 'profile') void router.navigate({ to: '/settings' })
    else if (value === 'sign-out') void router.navigate({ to: '/sign-out' })
    // The lock screen comes back to this very page once the password is given again.
    else if (value === 'lock')
      void router.navigate({ to: '/unlock-session', search: { redirect: router.state.location.href } })
    else if (value === 'sign-in') void router.navigate({ to: '/sign-in' })
    else if (value === 'scheme') void changeScheme(scheme === 'dark' ? 'light' : 'dark')
    else if ((USER_STATUSES as readonly string[]).includes(value)) void setStatus(value as UserStatus)
  }

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      onSelect={(d) => onSelect(d.value)}
      lazyMount
      unmountOnExit
    >
      <Menu.Trigger className={iconButton} aria-label={t('user.menu', { name })} data-testid="user-menu-trigger">
        <UserAvatar user={user} name={name} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={css({ zIndex: 'popover' })}>
          <Menu.Content className={menuContent} data-testid="user-menu">
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
            <Menu.Item value="profile" className={menuItem}>
              <Icon name="user-round" />
              {t('user.profile')}
            </Menu.Item>
            <Menu.Item value="scheme" className={menuItem}>
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
                      // The menu selects only its highlighted item and dropped a click that came before the
                      // pointer's move had highlighted it; the item takes its own click (a second set is a no-op).
                      onClick={() => void setStatus(status)}
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
                <Menu.Item value="lock" className={menuItem} data-testid="user-lock">
                  <Icon name="lock" />
                  {t('user.lock')}
                </Menu.Item>
                <Menu.Item value="sign-out" className={menuItem} data-testid="user-sign-out">
                  <Icon name="log-out" />
                  {t('user.signOut')}
                </Menu.Item>
              </>
            ) : (
              <Menu.Item value="sign-in" className={menuItem}>
                <Icon name="log-in" />
                {t('user.signIn')}
              </Menu.Item>
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
