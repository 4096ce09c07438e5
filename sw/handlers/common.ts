import { defineRoutes } from '../router/types'
import { feedRoutes } from './common-feed'
import { navigationFor } from './common-navigation'
import { searchRoutes } from './common-search'
import { shortcutRoutes } from './common-shortcuts'

/** The shell's endpoints: navigation, shortcuts, messages, notifications and search (api/common/*). */
export const commonRoutes = defineRoutes([
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
