/**
 * The kinds of notification a user can turn off in /settings. A notification's kind follows from where it
 * leads (its `link`), so the template's clients, which post notifications without a kind, are sorted too.
 */
export const NOTIFICATION_KINDS = ['appointments', 'patients', 'stock', 'catalogue', 'mail', 'other'] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

// The first prefix that matches decides; a path is matched whole or up to a `/`, `?` or `#`.
const BY_LINK: Array<[string, NotificationKind]> = [
  ['/medical/list-procedures', 'catalogue'],
  ['/maintenance/admin-products', 'stock'],
  ['/maintenance', 'catalogue'],
  ['/medical', 'appointments'],
  ['/persons', 'patients'],
  ['/apps/mailbox', 'mail'],
  ['/apps/chat', 'mail'],
]

const under = (path: string, prefix: string) =>
  path.startsWith(prefix) && (path.length === prefix.length || '/?#'.includes(path[prefix.length]!))

export function notificationKind(item: { link?: string | null }): NotificationKind {
  const link = item.link ?? ''
  return BY_LINK.find(([prefix]) => under(link, prefix))?.[1] ?? 'other'
}

/** Whether a user who turned off `muted` wants to see this notification. */
export const wantsNotification = (muted: readonly string[] | undefined, item: { link?: string | null }) =>
  !muted?.includes(notificationKind(item))
