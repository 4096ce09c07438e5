import type { Role } from './schemas/auth'

/**
 * The access matrix: which role may read and which may write each app. It is the one table the API
 * (every private route, by its path: `sw/router/dispatch.ts`), the navigation, the search, the shortcuts
 * and the page frame read, so they cannot disagree. docs/access.md explains each row; a unit test keeps
 * that page equal to this table.
 */
export interface AppAccess {
  read: readonly Role[]
  write: readonly Role[]
  /** API path prefixes (no leading slash) whose routes belong to the app. */
  api: readonly string[]
  /** Page path prefixes of the app. */
  pages: readonly string[]
}

const ALL: readonly Role[] = ['admin', 'reception', 'doctor', 'patient']
const STAFF: readonly Role[] = ['admin', 'reception', 'doctor']
const FRONT_DESK: readonly Role[] = ['admin', 'reception']
const ADMIN: readonly Role[] = ['admin']
const NOBODY: readonly Role[] = []

export const ACCESS_MATRIX = {
  // The signed-in person's own things: profile, shortcuts, messages, notifications, search, menu.
  account: {
    read: ALL,
    write: ALL,
    pages: ['/settings'],
    api: [
      'api/common/user',
      'api/common/navigation',
      'api/common/shortcuts',
      'api/common/messages',
      'api/common/notifications',
      'api/common/search',
      'api/common/storage',
      'api/sync',
    ],
  },
  demoData: { read: NOBODY, write: ADMIN, api: ['api/common/reset-demo-data'], pages: [] },
  // Every role uses the clinic; each route narrows it further (`roles`), and handlers keep a patient to its own rows.
  clinic: { read: ALL, write: ALL, api: ['api/medical'], pages: ['/medical', '/persons', '/maintenance'] },
  variants: {
    read: ALL,
    write: ALL,
    api: ['api/gym', 'api/barber', 'api/futbol'],
    pages: ['/gym', '/barber', '/futbol'],
  },
  // Mail is per account (each sees only the mail addressed to it), so every role has its own mailbox.
  mailbox: { read: ALL, write: ALL, api: ['api/apps/mailbox'], pages: ['/apps/mailbox'] },
  chat: { read: STAFF, write: STAFF, api: ['api/apps/chat'], pages: ['/apps/chat'] },
  tasks: { read: STAFF, write: STAFF, api: ['api/apps/tasks'], pages: ['/apps/tasks'] },
  notes: { read: STAFF, write: STAFF, api: ['api/apps/notes'], pages: ['/apps/notes'] },
  scrumboard: { read: STAFF, write: STAFF, api: ['api/apps/scrumboard'], pages: ['/apps/scrumboard'] },
  contacts: { read: STAFF, write: STAFF, api: ['api/apps/contacts'], pages: ['/apps/contacts'] },
  fileManager: { read: STAFF, write: STAFF, api: ['api/apps/file-manager'], pages: ['/apps/file-manager'] },
  inventory: {
    read: FRONT_DESK,
    write: FRONT_DESK,
    api: ['api/apps/ecommerce/inventory'],
    pages: ['/apps/ecommerce/inventory'],
  },
  academy: { read: STAFF, write: STAFF, api: ['api/apps/academy'], pages: ['/apps/academy'] },
  helpCenter: { read: STAFF, write: STAFF, api: ['api/apps/help-center'], pages: ['/apps/help-center'] },
  // Anyone signed in files a support request; reading them is the staff's (the list route's own roles).
  support: { read: ALL, write: ALL, api: ['api/apps/help-center/support'], pages: ['/apps/help-center/support'] },
  dashboards: { read: ADMIN, write: ADMIN, api: ['api/dashboards'], pages: ['/dashboards'] },
  activities: { read: ADMIN, write: ADMIN, api: ['api/pages/activities'], pages: ['/pages/activities'] },
  icons: { read: STAFF, write: STAFF, api: ['api/ui/icons'], pages: ['/ui/icons'] },
  layouts: { read: STAFF, write: STAFF, api: [], pages: ['/example'] },
} satisfies Record<string, AppAccess>

export type AppId = keyof typeof ACCESS_MATRIX
export type AccessMode = 'read' | 'write'

const APP_IDS = Object.keys(ACCESS_MATRIX) as AppId[]

/** `prefix` itself or anything below it, segment by segment (`api/apps/notes` is not `api/apps/notes-x`). */
const under = (path: string, prefix: string) =>
  path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)

const longestMatch = (path: string, prefixesOf: (app: AppId) => readonly string[]): AppId | undefined => {
  let best: { app: AppId; length: number } | undefined
  for (const app of APP_IDS) {
    for (const prefix of prefixesOf(app)) {
      if (under(path, prefix) && (!best || prefix.length > best.length)) best = { app, length: prefix.length }
    }
  }
  return best?.app
}

/** The app an API path (`api/apps/mailbox/mails`) belongs to; none for public paths outside the matrix. */
export const appOfApi = (path: string) => longestMatch(path, (app) => ACCESS_MATRIX[app].api)

/** The app a page path belongs to; none for pages every signed-in person may open. */
export const appOfPage = (pathname: string) => longestMatch(pathname, (app) => ACCESS_MATRIX[app].pages)

/** The roles that may read or write an app. */
export const rolesFor = (app: AppId, mode: AccessMode): readonly Role[] => ACCESS_MATRIX[app][mode]

export const mayUse = (role: Role, app: AppId, mode: AccessMode) => ACCESS_MATRIX[app][mode].includes(role)

/**
 * Pages that fewer roles may open than their app's readers, because the one thing the page does is a call
 * the clinic's route refuses to the others (docs/api/clinic.md).
 */
export const PAGE_ROLES: ReadonlyArray<{ page: string; roles: readonly Role[] }> = [
  // Booking a new appointment (POST api/medical/appointments): admin, reception, and a patient for itself.
  { page: '/medical/envio-medical/0', roles: ['admin', 'reception', 'patient'] },
]

/** Whether a link (a page path, maybe with a query; external links always) is one the role may open. */
export function mayOpen(role: Role, link: string): boolean {
  if (!link.startsWith('/')) return true
  const path = link.split(/[?#]/)[0]!
  const app = appOfPage(path)
  if (app && !mayUse(role, app, 'read')) return false
  const rule = PAGE_ROLES.find((r) => r.page === path)
  return !rule || rule.roles.includes(role)
}

/** API calls that only read although they are not GETs. */
const READING_CALLS = new Set(['POST api/common/search'])

/** Whether a request reads or writes, for the matrix. */
export const accessModeOf = (method: string, pattern: string): AccessMode =>
  method === 'GET' || READING_CALLS.has(`${method} ${pattern}`) ? 'read' : 'write'
