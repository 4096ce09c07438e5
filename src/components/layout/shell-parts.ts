import type { ReactNode } from 'react'
import type { NavigationData } from '@/shared/schemas/shell'

/**
 * The pieces a layout arranges. The shell feature makes them (they talk to the API); the layouts only
 * decide where each goes, so all eleven share the same toolbar, panels and navigation data.
 */
export interface ShellParts {
  navigation: NavigationData | undefined
  language: ReactNode
  fullscreen: ReactNode
  search: ReactNode
  shortcuts: ReactNode
  messages: ReactNode
  notifications: ReactNode
  userMenu: ReactNode
  /** The quick-chat panel of the enterprise and modern layouts. */
  quickChat: ReactNode
  /** The settings drawer and its trigger. */
  settings: ReactNode
  /** The device's sync status (a device that syncs with a server); composed by the signed-in route. */
  sync?: ReactNode
}
