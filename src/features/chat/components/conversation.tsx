import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ArrowLeft, Bell, BellOff, Info, MessageSquareOff } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/loading-block'
import { toast } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/client'
import { useChat, useMarkChatRead, usePatchChat, useProfile } from '@/lib/api/chat'
import { hhmm, longDate, relativeDay, timeline } from '../lib/timeline'
import { ContactInfo } from './contact-info'
import { MessageComposer } from './message-composer'

const route = getRouteApi('/_auth/_app/apps/chat/$chatId')

/** One conversation: header with mute and contact info, messages by day, and the composer. */
export function Conversation() {
  const { t, i18n } = useTranslation('chat')
  const { chatId } = route.useParams()
  const chat = useChat(chatId)
  const profile = useProfile()
  const patch = usePatchChat()
  const markRead = useMarkChatRead()
  const [info, setInfo] = useState(false)
  const scroller = useRef<HTMLDivElement>(null)
  const cleared = useRef<string | null>(null)

  // Opening a chat reads it: its unread count goes to 0 (once per visit, so new messages can count again).
  useEffect(() => {
    if (chat.data && chat.data.unreadCount > 0 && cleared.current !== chatId) {
      cleared.current = chatId
      markRead.mutate(chatId)
    }
  }, [chat.data, chatId, markRead])

  const count = chat.data?.messages.length ?? 0
  useLayoutEffect(() => {
    const el = scroller.current
    if (el) el.scrollTop = el.scrollHeight
  }, [count, chatId])

  const back = (
    <Link
      to="/apps/chat"
      aria-label={t('back')}
      className={css({
        display: { base: 'inline-grid', md: 'none' },
        placeItems: 'center',
        w: '10',
        h: '10',
        borderRadius: 'full',
        _hover: { bg: 'bg.hover' },
      })}
    >
      <ArrowLeft size={20} />
    </Link>
  )
  if (chat.isPending) return <LoadingBlock label={t('loading')} className={css({ h: 'full' })} />
  if (chat.isError) {
    const missing = chat.error instanceof ApiError && chat.error.status === 404
    return (
      <div className={css({ p: '4' })}>
        {back}
        <EmptyState icon={<MessageSquareOff />} title={missing ? t('chatNotFound') : t('errors.load')} />
      </div>
    )
  }
  const c = chat.data
  const toggleMute = () =>
    patch.mutate(
      { id: c.id, chat: { muted: !c.muted } },
      {
        onSuccess: (saved) => toast('info', saved.muted ? t('mutedToast') : t('unmutedToast')),
        onError: (e) => toast('error', t('errors.update'), e.message),
      },
    )
  const dayLabel = (d: Date) => {
    const rel = relativeDay(d)
    return rel ? t(rel) : longDate(d, i18n.language)
  }

  return (
    <div className={css({ display: 'flex', h: 'full', minH: 0, position: 'relative' })}>
      <div className={css({ flex: 1, minW: 0, display: 'flex', flexDir: 'column' })}>
        <header
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            px: { base: '3', md: '6' },
            h: '20',
            flexShrink: 0,
            bg: 'bg.muted',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          {back}
          <button
            type="button"
            onClick={() => setInfo(true)}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              minW: 0,
              flex: 1,
              textAlign: 'left',
              cursor: 'pointer',
              borderRadius: 'lg',
              _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
            })}
          >
            <Avatar name={c.contact.name} src={c.contact.avatar} size={40} />
            <span className={css({ minW: 0 })}>
              <span className={css({ display: 'block', fontWeight: 'semibold', truncate: true })}>
                {c.contact.name}
              </span>
              <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', truncate: true })}>
                {c.contact.about}
              </span>
            </span>
          </button>
          <Button
            variant="ghost"
            size="icon"
            aria-pressed={c.muted}
            aria-label={c.muted ? t('unmute') : t('mute')}
            title={c.muted ? t('unmute') : t('mute')}
            onClick={toggleMute}
          >
            {c.muted ? <BellOff /> : <Bell />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('contactInfo')}
            title={t('contactInfo')}
            aria-expanded={info}
            onClick={() => setInfo((v) => !v)}
          >
            <Info />
          </Button>
        </header>
        {/* Focusable so the history scrolls from the keyboard too. */}
        <div
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label={t('conversation')}
          className={css({
            flex: 1,
            overflowY: 'auto',
            minH: 0,
            px: { base: '3', md: '6' },
            py: '4',
            _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '-2px' },
          })}
        >
          {c.messages.length === 0 ? (
            <EmptyState title={t('noMessages')}>
              <p>{t('sayHello', { name: c.contact.name })}</p>
            </EmptyState>
          ) : (
            <ol
              aria-label={t('messages', { name: c.contact.name })}
              className={css({ display: 'flex', flexDir: 'column', gap: '1' })}
            >
              {timeline(c.messages).map((item) =>
                item.kind === 'day' ? (
                  <li
                    key={item.key}
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '3',
                      my: '4',
                      color: 'fg.muted',
                      fontSize: 'xs',
                      fontWeight: 'medium',
                      _before: { content: '""', flex: 1, h: '1px', bg: 'border.default' },
                      _after: { content: '""', flex: 1, h: '1px', bg: 'border.default' },
                    })}
                  >
                    {dayLabel(item.date)}
                  </li>
                ) : (
                  <li
                    key={item.message.id}
                    className={cx(
                      css({ display: 'flex', flexDir: 'column', maxW: { base: '85%', md: '70%' } }),
                      item.message.isMine
                        ? css({ alignSelf: 'flex-end', alignItems: 'flex-end' })
                        : css({ alignSelf: 'flex-start', alignItems: 'flex-start' }),
                      item.first && css({ mt: '2' }),
                    )}
                  >
                    <span
                      className={cx(
                        css({
                          px: '4',
                          py: '2',
                          borderRadius: '2xl',
                          fontSize: 'sm',
                          whiteSpace: 'pre-wrap',
                          wordBreak: 'break-word',
                        }),
                        item.message.isMine
                          ? css({ bg: 'accent.solid', color: 'accent.onSolid' })
                          : css({
                              bg: 'bg.surface',
                              color: 'fg.default',
                              borderWidth: '1px',
                              borderColor: 'border.default',
                            }),
                        item.last &&
                          (item.message.isMine
                            ? css({ borderBottomRightRadius: 'sm' })
                            : css({ borderBottomLeftRadius: 'sm' })),
                      )}
                    >
                      <span className={css({ srOnly: true })}>{item.message.isMine ? t('you') : c.contact.name}: </span>
                      {item.message.value}
                    </span>
                    {item.last ? (
                      <time
                        dateTime={item.message.createdAt}
                        className={css({ fontSize: 'xs', color: 'fg.muted', mt: '1', px: '1' })}
                      >
                        {hhmm(item.message.createdAt)}
                      </time>
                    ) : null}
                  </li>
                ),
              )}
            </ol>
          )}
        </div>
        <MessageComposer key={c.id} chatId={c.id} profileId={profile.data?.id} />
      </div>
      {info ? <ContactInfo contactId={c.contactId} onClose={() => setInfo(false)} /> : null}
    </div>
  )
}
