import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { useSession } from '@/lib/use-session'
import type { Chat } from '@/shared/schemas/chat'
import { useChat, useChats, useMarkChatRead, useSendMessage } from '@/lib/api/chat'
import { useDateFormat } from '../hooks/use-date-locale'
import { iconButton } from './toolbar-button'
import { Icon } from '@/components/layout/icons'

const dot = css({
  position: 'absolute',
  top: '0',
  right: '0',
  minW: '4.5',
  h: '4.5',
  px: '1',
  borderRadius: 'full',
  bg: 'accent.solid',
  color: 'accent.onSolid',
  fontSize: '2xs',
  fontWeight: 'bold',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxShadow: '0 0 0 2px var(--colors-bg-surface)',
})

function Conversation({ chat }: { chat: Chat }) {
  const { t } = useTranslation('shell')
  const { user } = useSession()
  const formatDate = useDateFormat()
  const send = useSendMessage(chat.id, user?.id)
  const [text, setText] = useState('')
  const scroller = useRef<HTMLDivElement>(null)
  // The newest message in view, without scrolling the page behind the panel.
  useEffect(() => {
    const box = scroller.current
    if (box) box.scrollTop = box.scrollHeight
  }, [chat.messages.length])
  const submit = () => {
    const value = text.trim()
    if (!value) return
    send.mutate(value, { onSuccess: () => setText('') })
  }
  return (
    <>
      <div
        ref={scroller}
        className={css({
          flex: 1,
          overflowY: 'auto',
          px: '4',
          py: '4',
          display: 'flex',
          flexDir: 'column',
          gap: '2',
          bg: 'bg.canvas',
        })}
        data-testid="quick-chat-messages"
      >
        {chat.messages.map((m) => (
          <div
            key={m.id}
            className={css({
              display: 'flex',
              flexDir: 'column',
              maxW: '80%',
              '&[data-mine=true]': { alignSelf: 'flex-end', alignItems: 'flex-end' },
            })}
            data-mine={m.isMine}
          >
            <p
              className={css({
                px: '3',
                py: '2',
                borderRadius: 'xl',
                fontSize: 'sm',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                bg: 'bg.surface',
                borderWidth: '1px',
                borderColor: 'border.default',
                '[data-mine=true] > &': { bg: 'accent.solid', color: 'accent.onSolid', borderColor: 'transparent' },
              })}
            >
              {m.value}
            </p>
            <time dateTime={m.createdAt} className={css({ fontSize: '2xs', color: 'fg.subtle', mt: '0.5', px: '1' })}>
              {formatDate(m.createdAt, 'HH:mm')}
            </time>
          </div>
        ))}
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
        className={css({ display: 'flex', gap: '2', p: '3', borderTopWidth: '1px', borderColor: 'border.default' })}
      >
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-label={t('quickChat.message')}
          placeholder={t('quickChat.placeholder')}
          data-testid="quick-chat-input"
          className={css({
            flex: 1,
            minW: 0,
            h: '10',
            px: '3',
            borderRadius: 'lg',
            borderWidth: '1px',
            borderColor: 'border.strong',
            bg: 'bg.surface',
            fontSize: 'sm',
            outline: 'none',
            _focusVisible: { borderColor: 'accent.ring' },
          })}
        />
        <button
          type="submit"
          className={cx(
            iconButton,
            css({
              bg: 'accent.solid',
              color: 'accent.onSolid',
              _hover: { bg: 'accent.solidHover', color: 'accent.onSolid' },
            }),
          )}
          aria-label={t('quickChat.send')}
          disabled={!text.trim() || send.isPending}
          data-testid="quick-chat-send"
        >
          {send.isPending ? <Spinner size={16} /> : <Icon name="send" />}
        </button>
      </form>
    </>
  )
}

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
          {unread ? <span className={dot}>{unread}</span> : null}
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
                {c.unreadCount ? <span className={dot}>{c.unreadCount}</span> : null}
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
        {unread ? <span className={dot}>{unread}</span> : null}
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
                <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
                  <Spinner size={22} label={t('loading')} />
                </div>
              )
            ) : chats.isPending ? (
              <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
                <Spinner size={22} label={t('loading')} />
              </div>
            ) : list.length === 0 ? (
              <EmptyState
                icon={<Icon name="message-square" />}
                title={chats.isError ? t('quickChat.unavailable') : t('quickChat.empty')}
              />
            ) : (
              <ul className={css({ flex: 1, overflowY: 'auto' })} data-testid="quick-chat-list">
                {list.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      onClick={() => openChat(c)}
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
                        <span
                          className={css({ display: 'block', fontWeight: 'semibold', fontSize: 'sm', truncate: true })}
                        >
                          {c.contact.name}
                        </span>
                        <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', truncate: true })}>
                          {c.lastMessage}
                        </span>
                      </span>
                      {c.unreadCount ? (
                        <span
                          className={css({
                            minW: '5',
                            h: '5',
                            px: '1.5',
                            borderRadius: 'full',
                            bg: 'accent.solid',
                            color: 'accent.onSolid',
                            fontSize: 'xs',
                            fontWeight: 'bold',
                            display: 'flex',
                            alignItems: 'center',
                            justifyContent: 'center',
                          })}
                        >
                          {c.unreadCount}
                        </span>
                      ) : null}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}
    </>
  )
}
