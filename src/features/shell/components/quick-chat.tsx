import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/loading-block'
import type { Chat } from '@/shared/schemas/chat'
import { useChat, useChats, useMarkChatRead } from '@/lib/api/chat'
import { CountBadge, iconButton } from '@/components/layout/toolbar-button'
import { Icon } from '@/components/layout/icons'
import { ChatList } from './quick-chat-list'
import { Conversation } from './quick-chat-conversation'

/** The quick-chat panel of the enterprise and modern layouts: a rail of chats on wide screens, the list and a conversation when open. */
export function QuickChat() {
  const { t } = useTranslation('shell')
  const [open, setOpen] = useState(false)
  const [selected, setSelected] = useState<string | null>(null)
  const chats = useChats({ silent: true })
  const chat = useChat(open ? selected : null)
  const markRead = useMarkChatRead()
  const list = chats.data ?? []
  const unread = list.reduce((n, c) => n + (c.unreadCount ?? 0), 0)

  const openChat = (c: Chat) => {
    setSelected(c.id)
    setOpen(true)
    if (c.unreadCount) markRead.mutate(c.id)
  }
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  const current = chat.data
  const loading = <LoadingBlock label={t('loading')} size={22} className={css({ py: '10' })} />
  return (
    <>
      <aside
        aria-label={t('quickChat.title')}
        data-testid="quick-chat-rail"
        className={css({
          display: { base: 'none', lg: 'flex' },
          position: 'fixed',
          top: 0,
          right: 0,
          bottom: 0,
          w: '16',
          zIndex: 'sticky',
          flexDir: 'column',
          alignItems: 'center',
          gap: '2',
          py: '3',
          bg: 'bg.surface',
          borderLeftWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <button
          type="button"
          className={iconButton}
          aria-label={t('quickChat.open')}
          aria-expanded={open}
          data-testid="quick-chat-toggle"
          onClick={() => {
            setSelected(null)
            setOpen((o) => !o)
          }}
        >
          <Icon name="message-square" />
          <CountBadge count={unread} testId="quick-chat-unread" corner />
        </button>
        <div className={css({ w: '8', borderTopWidth: '1px', borderColor: 'border.default' })} />
        <ul
          className={css({
            display: 'flex',
            flexDir: 'column',
            gap: '2',
            overflowY: 'auto',
            scrollbarWidth: 'none',
            pb: '2',
          })}
        >
          {list.slice(0, 12).map((c) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => openChat(c)}
                aria-label={c.contact.name}
                className={css({
                  position: 'relative',
                  display: 'flex',
                  borderRadius: 'full',
                  cursor: 'pointer',
                  p: '0.5',
                  '&[data-selected=true]': { boxShadow: '0 0 0 2px var(--colors-accent-solid)' },
                })}
                data-selected={open && selected === c.id}
              >
                <Avatar name={c.contact.name} src={c.contact.avatar} size={36} />
                <CountBadge count={c.unreadCount} testId="quick-chat-unread" corner />
              </button>
            </li>
          ))}
        </ul>
      </aside>
      <button
        type="button"
        aria-label={t('quickChat.open')}
        data-testid="quick-chat-fab"
        onClick={() => {
          setSelected(null)
          setOpen(true)
        }}
        className={css({
          display: { base: 'flex', lg: 'none' },
          position: 'fixed',
          right: '4',
          bottom: '4',
          zIndex: 'sticky',
          w: '12',
          h: '12',
          borderRadius: 'full',
          alignItems: 'center',
          justifyContent: 'center',
          bg: 'accent.solid',
          color: 'accent.onSolid',
          boxShadow: 'xl',
          cursor: 'pointer',
          '& svg': { w: '5', h: '5' },
        })}
      >
        <Icon name="message-square" />
        <CountBadge count={unread} testId="quick-chat-unread" corner />
      </button>
      {open ? (
        <>
          <div
            className={css({
              position: 'fixed',
              inset: 0,
              bg: 'bg.overlay',
              zIndex: 'overlay',
              animation: 'fadeIn 300ms',
            })}
            data-testid="quick-chat-overlay"
            onClick={() => setOpen(false)}
          />
          <section
            role="dialog"
            aria-modal="true"
            aria-label={current ? current.contact.name : t('quickChat.title')}
            data-testid="quick-chat-panel"
            className={css({
              position: 'fixed',
              top: 0,
              right: 0,
              bottom: 0,
              w: 'min(360px, 100vw)',
              zIndex: 'modal',
              display: 'flex',
              flexDir: 'column',
              bg: 'bg.surface',
              boxShadow: '2xl',
              animation: 'slideInRight 300ms',
            })}
          >
            <header
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                h: '16',
                px: '3',
                flexShrink: 0,
                bg: 'accent.solid',
                color: 'accent.onSolid',
                '& button': {
                  color: 'accent.onSolid',
                  _hover: { bg: 'rgba(255,255,255,0.16)', color: 'accent.onSolid' },
                },
              })}
            >
              {selected ? (
                <button
                  type="button"
                  className={iconButton}
                  aria-label={t('quickChat.back')}
                  onClick={() => setSelected(null)}
                >
                  <Icon name="arrow-left" />
                </button>
              ) : (
                <Icon name="message-square" className={css({ ml: '2', w: '5', h: '5' })} aria-hidden />
              )}
              {current && selected ? (
                <Avatar name={current.contact.name} src={current.contact.avatar} size={32} />
              ) : null}
              <h2 className={css({ flex: 1, fontWeight: 'semibold', truncate: true })}>
                {selected && current ? current.contact.name : t('quickChat.title')}
              </h2>
              <button
                type="button"
                className={iconButton}
                aria-label={t('quickChat.close')}
                onClick={() => setOpen(false)}
              >
                <Icon name="x" />
              </button>
            </header>
            {selected ? (
              current ? (
                <Conversation chat={current} />
              ) : chat.isError ? (
                <EmptyState title={t('quickChat.unavailable')} />
              ) : (
                loading
              )
            ) : chats.isPending ? (
              loading
            ) : list.length === 0 ? (
              <EmptyState
                icon={<Icon name="message-square" />}
                title={chats.isError ? t('quickChat.unavailable') : t('quickChat.empty')}
              />
            ) : (
              <ChatList chats={list} onOpen={openChat} />
            )}
          </section>
        </>
      ) : null}
    </>
  )
}
