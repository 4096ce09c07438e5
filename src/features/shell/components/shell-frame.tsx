import type { ReactNode } from 'react'
import { AppFrame, useLayout } from '@/components/layout/app-frame'
import { useNavigationData } from '../api/navigation'
import { useShellEffects } from '../hooks/use-shell-effects'
import { FeedPanel } from './feed-panel'
import { FullscreenToggle } from './fullscreen-toggle'
import { LanguageSwitcher } from './language-switcher'
import { QuickChat } from './quick-chat'
import { SearchBar } from './search-bar'
import { SettingsDrawer } from './settings-drawer'
import { ShortcutsPanel } from './shortcuts-panel'
import { UserMenu } from './user-menu'

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
        quickChat: withChat ? <QuickChat /> : null,
        settings: <SettingsDrawer offsetRight={withChat} />,
      }}
    >
      {children}
    </AppFrame>
  )
}
