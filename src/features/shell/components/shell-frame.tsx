import { Suspense, lazy, useMemo, type ReactNode } from 'react'
import { AppFrame, useLayout } from '@/components/layout/app-frame'
import { useSession } from '@/lib/use-session'
import { mayUse } from '@/shared/access'
import { useShellEffects } from '../hooks/use-shell-effects'
import { useTranslatedNavigation } from '../hooks/use-translated-navigation'
import { FeedButton } from './feed-button'
import { FullscreenToggle } from './fullscreen-toggle'
import { LanguageButton } from './language-button'
import { SearchBar } from './search-bar'
import { SettingsButton } from './settings-button'
import { ShortcutsButton } from './shortcuts-button'
import { UserButton } from './user-button'

// Only the enterprise and modern layouts have quick chat: it loads with them.
const QuickChat = lazy(() => import('./quick-chat').then((m) => ({ default: m.QuickChat })))

/**
 * The signed-in shell: the chosen layout with the toolbar, panels and navigation from the API. The toolbar's
 * menus, panels and the settings drawer load on first intent (DeferredControl): the page carries buttons.
 */
export function ShellFrame({ children, sync }: { children: ReactNode; sync?: ReactNode }) {
  useShellEffects()
  const navigation = useTranslatedNavigation()
  const { layout } = useLayout()
  const role = useSession().user?.role
  // Quick chat is the chat app's: only for roles the access matrix lets read it.
  const withChat =
    (layout === 'enterprise' || layout === 'modern') && role !== undefined && mayUse(role, 'chat', 'read')
  // The same parts while they stay the same: the shell renders again as its words and session settle, and the
  // toolbar's controls (their own data and words aside) need not render with it.
  const parts = useMemo(
    () => ({
      navigation,
      language: <LanguageButton />,
      fullscreen: <FullscreenToggle />,
      search: <SearchBar />,
      shortcuts: <ShortcutsButton />,
      messages: <FeedButton kind="messages" />,
      notifications: <FeedButton kind="notifications" />,
      userMenu: <UserButton />,
      quickChat: withChat ? (
        <Suspense fallback={null}>
          <QuickChat />
        </Suspense>
      ) : null,
      settings: <SettingsButton />,
      sync,
    }),
    [navigation, withChat, sync],
  )
  return <AppFrame parts={parts}>{children}</AppFrame>
}
