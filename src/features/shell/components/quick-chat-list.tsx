import { css } from 'styled-system/css'
import { CountPill } from '@/components/layout/count-pill'
import { Avatar } from '@/components/ui/avatar'
import type { Chat } from '@/shared/schemas/chat'

/** The quick-chat panel's list of chats: each with its last message and unread count; a click opens it. */
export function ChatList({ chats, onOpen }: { chats: Chat[]; onOpen: (chat: Chat) => void }) {
  return (
    <ul className={css({ flex: 1, overflowY: 'auto' })} data-testid="quick-chat-list">
      {chats.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            onClick={() => onOpen(c)}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              w: 'full',
              px: '4',
              py: '3',
              textAlign: 'left',
              cursor: 'pointer',
              borderBottomWidth: '1px',
              borderColor: 'border.default',
              _hover: { bg: 'bg.hover' },
            })}
          >
            <Avatar name={c.contact.name} src={c.contact.avatar} size={40} />
            <span className={css({ flex: 1, minW: 0 })}>
              <span className={css({ display: 'block', fontWeight: 'semibold', fontSize: 'sm', truncate: true })}>
                {c.contact.name}
              </span>
              <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', truncate: true })}>
                {c.lastMessage}
              </span>
            </span>
            <CountPill count={c.unreadCount} />
          </button>
        </li>
      ))}
    </ul>
  )
}
