import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Icon } from '@/components/layout/icons'
import { iconButton } from '@/components/layout/toolbar-button'
import { Spinner } from '@/components/ui/spinner'
import { useSendMessage } from '@/lib/api/chat'
import { useDateFormat } from '@/lib/use-date-format'
import { useSession } from '@/lib/use-session'
import type { Chat } from '@/shared/schemas/chat'

/** The open chat in the quick-chat panel: its messages, newest in view, and a line to send one. */
export function Conversation({ chat }: { chat: Chat }) {
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
