import { defineRoutes } from '../router/types'
import { feedRoutes } from './shell-feed'
import { navigationFor } from './shell-navigation'
import { searchRoutes } from './shell-search'
import { shortcutRoutes } from './shell-shortcuts'

/** The shell's endpoints: navigation, shortcuts, messages, notifications and search (api/common/*). */
export const shellRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/common/navigation',
    handler: async (req) => navigationFor(req.user!.role),
  },
  ...shortcutRoutes,
  ...feedRoutes('messages', 'message', 'Message'),
  ...feedRoutes('notifications', 'notification', 'Notification'),
  ...searchRoutes,
])
