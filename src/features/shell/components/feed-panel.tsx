import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { ConfirmDialog } from '@/components/ui/dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/loading-block'
import { Icon } from '@/components/layout/icons'
import type { FeedItem } from '@/shared/schemas/shell'
import { useFeed, useFeedActions, type FeedKind } from '../api/feed'
import { useDateFormat } from '@/lib/use-date-format'
import { FeedIcon, feedNamespace, unreadCount } from './feed-parts'
import { DataLink } from './shortcut-link'
import { CountBadge, smallIconButton } from '@/components/layout/toolbar-button'
import { ToolbarPanel } from '@/components/layout/toolbar-panel'
import { iconDisc } from './icon-disc'

export const FEED_DATE_FORMAT = 'MMM dd, h:mm a'

function FeedRow({ kind, item, onFollow }: { kind: FeedKind; item: FeedItem; onFollow: () => void }) {
  const { t } = useTranslation('shell')
  const formatDate = useDateFormat()
  const { toggleRead, markRead, remove } = useFeedActions(kind)
  const content = (
    <>
      {item.image || kind === 'messages' ? (
        <Avatar name={item.title ?? '?'} src={item.image} size={40} />
      ) : (
        <span className={iconDisc}>
          <Icon name={item.icon ?? 'bell'} size={18} />
        </span>
      )}
      <span className={css({ display: 'flex', flexDir: 'column', minW: 0, flex: 1, gap: '0.5' })}>
        {item.title ? (
          <span className={css({ fontWeight: 'semibold', fontSize: 'sm', truncate: true })}>{item.title}</span>
        ) : null}
        <span className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: 2 })}>{item.description}</span>
        <time dateTime={item.time} className={css({ fontSize: 'xs', color: 'fg.subtle', mt: '1' })}>
          {formatDate(item.time, FEED_DATE_FORMAT)}
        </time>
      </span>
    </>
  )
  const follow = () => {
    if (!item.read) markRead.mutate(item)
    onFollow()
  }
  const body = css({
    display: 'flex',
    gap: '3',
    flex: 1,
    minW: 0,
    textAlign: 'left',
    cursor: item.link ? 'pointer' : 'default',
  })
  return (
    <li
      data-testid={`${kind}-item`}
      data-read={item.read}
      className={cx(
        css({
          display: 'flex',
          gap: '2',
          px: '5',
          py: '4',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          '&[data-read=false]': { bg: 'accent.subtle' },
        }),
      )}
    >
      {item.link ? (
        <DataLink link={item.link} useRouter={item.useRouter} className={body} onClick={follow}>
          {content}
        </DataLink>
      ) : (
        <div className={body}>{content}</div>
      )}
      <div className={css({ display: 'flex', flexDir: 'column', alignItems: 'center', gap: '1' })}>
        <button
          type="button"
          className={smallIconButton}
          aria-label={item.read ? t('feed.markUnread') : t('feed.markRead')}
          data-testid="feed-toggle-read"
          onClick={() => toggleRead.mutate(item)}
        >
          <span
            aria-hidden
            className={css({
              w: '2.5',
              h: '2.5',
              borderRadius: 'full',
              borderWidth: '2px',
              borderColor: 'accent.solid',
              '&[data-read=false]': { bg: 'accent.solid' },
            })}
            data-read={item.read}
          />
        </button>
        <button
          type="button"
          className={smallIconButton}
          aria-label={t('feed.remove')}
          data-testid="feed-remove"
          onClick={() => remove.mutate(item)}
        >
          <Icon name="x" />
        </button>
      </div>
    </li>
  )
}

/** Messages or notifications: unread count on the icon, mark one or all read, delete one (and, for notifications, all). */
export function FeedPanel({ kind }: { kind: FeedKind }) {
  const { t } = useTranslation('shell')
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // The confirmation opens once the panel is gone: the panel gives focus back to its trigger as it closes,
  // and a dialog already open would take that for a move outside and close at once.
  const confirmAfterClose = useRef(false)
  const feed = useFeed(kind)
  const { markAllRead, removeAll } = useFeedActions(kind)
  const items = feed.data ?? []
  const unread = unreadCount(feed.data)
  const ns = feedNamespace(kind)

  const actions = (
    <>
      <button
        type="button"
        className={smallIconButton}
        aria-label={t('feed.markAllRead')}
        data-testid={`${kind}-mark-all`}
        disabled={unread === 0}
        onClick={() => markAllRead.mutate()}
      >
        <Icon name="check-check" />
      </button>
      {kind === 'notifications' ? (
        <button
          type="button"
          className={smallIconButton}
          aria-label={t('notifications.clear')}
          data-testid="notifications-clear"
          disabled={items.length === 0}
          onClick={() => {
            confirmAfterClose.current = true
            setOpen(false)
          }}
        >
          <Icon name="trash-2" />
        </button>
      ) : null}
    </>
  )

  return (
    <>
      <ToolbarPanel
        open={open}
        onOpenChange={setOpen}
        label={t(`${ns}.open`, { count: unread })}
        icon={<FeedIcon kind={kind} />}
        badge={<CountBadge count={unread} label={t(`${ns}.unread`, { count: unread })} />}
        title={t(`${ns}.title`)}
        actions={actions}
        testId={kind}
        onExitComplete={() => {
          if (confirmAfterClose.current) setConfirming(true)
          confirmAfterClose.current = false
        }}
      >
        {feed.isPending ? (
          <LoadingBlock label={t('loading')} size={22} className={css({ py: '10' })} />
        ) : items.length === 0 ? (
          <EmptyState icon={kind === 'messages' ? <Icon name="mail" /> : <Icon name="bell" />} title={t(`${ns}.empty`)}>
            <p className={css({ fontSize: 'sm' })}>{t(`${ns}.emptyHint`)}</p>
          </EmptyState>
        ) : (
          <ul data-testid={`${kind}-list`}>
            {items.map((item) => (
              <FeedRow key={item.id} kind={kind} item={item} onFollow={() => setOpen(false)} />
            ))}
          </ul>
        )}
      </ToolbarPanel>
      {kind === 'notifications' ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('notifications.confirm.title')}
          message={t('notifications.confirm.message')}
          confirmLabel={t('notifications.confirm.confirm')}
          cancelLabel={t('notifications.confirm.cancel')}
          onConfirm={() => removeAll.mutate()}
        />
      ) : null}
    </>
  )
}
