import { Suspense, lazy, type ReactNode } from 'react'
import { AppFrame, useLayout } from '@/components/layout/app-frame'
import { useNavigationData } from '../api/navigation'
import { useShellEffects } from '../hooks/use-shell-effects'
import { FeedPanel } from './feed-panel'
import { FullscreenToggle } from './fullscreen-toggle'
import { LanguageSwitcher } from './language-switcher'
import { SearchBar } from './search-bar'
import { SettingsDrawer } from './settings-drawer'
import { ShortcutsPanel } from './shortcuts-panel'
import { UserMenu } from './user-menu'

// Only the enterprise and modern layouts have quick chat: it loads with them.
const QuickChat = lazy(() => import('./quick-chat').then((m) => ({ default: m.QuickChat })))

/** The signed-in shell: the chosen layout with the toolbar, panels and navigation from the API. */
export function ShellFrame({ children }: { children: ReactNode }) {
  useShellEffects()
  const navigation = useNavigationData()
  const { layout } = useLayout()
  const withChat = layout === 'enterprise' || layout === 'modern'
  return (
    <AppFrame
      parts={{
        navigation: navigation.data,
        language: <LanguageSwitcher />,
        fullscreen: <FullscreenToggle />,
        search: <SearchBar />,
        shortcuts: <ShortcutsPanel />,
        messages: <FeedPanel kind="messages" />,
        notifications: <FeedPanel kind="notifications" />,
        userMenu: <UserMenu />,
        quickChat: withChat ? <Suspense fallback={null}><QuickChat /></Suspense> : null,
        settings: <SettingsDrawer offsetRight={withChat} />,
      }}
    >
      {children}
    </AppFrame>
  )
}
