import { useTranslation } from 'react-i18next'
import { DeferredControl } from '@/components/layout/deferred-control'
import { useFeed, type FeedKind } from '../api/feed'
import { CountBadge, PlaceholderTrigger } from '@/components/layout/toolbar-button'
import { FeedIcon, feedNamespace, unreadCount } from './feed-parts'

const loadPanel = () => import('./feed-panel').then((m) => m.FeedPanel)

/** Messages or notifications in the toolbar: the icon with the unread count; the panel loads on first intent. */
export function FeedButton({ kind }: { kind: FeedKind }) {
  const { t } = useTranslation('shell')
  const feed = useFeed(kind)
  const unread = unreadCount(feed.data)
  const ns = feedNamespace(kind)
  return (
    <DeferredControl
      load={loadPanel}
      props={{ kind }}
      placeholder={(intent) => (
        <PlaceholderTrigger
          label={t(`${ns}.open`, { count: unread })}
          popup="dialog"
          testId={`${kind}-trigger`}
          intent={intent}
        >
          <FeedIcon kind={kind} />
          <CountBadge count={unread} label={t(`${ns}.unread`, { count: unread })} />
        </PlaceholderTrigger>
      )}
    />
  )
}
