import { Suspense, lazy, type ReactNode } from 'react'
import { AppFrame, useLayout } from '@/components/layout/app-frame'
import { useNavigationData } from '../api/navigation'
import { useShellEffects } from '../hooks/use-shell-effects'
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
export function ShellFrame({ children }: { children: ReactNode }) {
  useShellEffects()
  const navigation = useNavigationData()
  const { layout } = useLayout()
  const withChat = layout === 'enterprise' || layout === 'modern'
  return (
    <AppFrame
      parts={{
        navigation: navigation.data,
        language: <LanguageButton />,
        fullscreen: <FullscreenToggle />,
        search: <SearchBar />,
        shortcuts: <ShortcutsButton />,
        messages: <FeedButton kind="messages" />,
        notifications: <FeedButton kind="notifications" />,
        userMenu: <UserButton />,
        quickChat: withChat ? <Suspense fallback={null}><QuickChat /></Suspense> : null,
        settings: <SettingsButton offsetRight={withChat} />,
      }}
    >
      {children}
    </AppFrame>
  )
}
