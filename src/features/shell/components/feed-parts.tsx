import { Icon } from '@/components/layout/icons'
import type { FeedItem } from '@/shared/schemas/shell'
import type { FeedKind } from '../api/feed'

// Shared by the toolbar's look-alike button and the panel it loads, apart from both so neither imports the other.
export const feedNamespace = (kind: FeedKind) => (kind === 'messages' ? 'messages' : 'notifications')
export const unreadCount = (items: FeedItem[] | undefined) => (items ?? []).filter((i) => !i.read).length

export function FeedIcon({ kind }: { kind: FeedKind }) {
  return kind === 'messages' ? <Icon name="message-square" /> : <Icon name="bell" />
}
