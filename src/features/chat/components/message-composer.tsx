import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { SendHorizontal } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toaster'
import { useSendMessage } from '@/lib/api/chat'

/** The message box: Enter sends, Shift+Enter breaks the line. */
export function MessageComposer({ chatId, profileId }: { chatId: string; profileId: string | undefined }) {
  const { t } = useTranslation('chat')
  const send = useSendMessage(chatId, profileId)
  const [value, setValue] = useState('')

  const submit = (e?: FormEvent) => {
    e?.preventDefault()
    const text = value.trim()
    if (!text) return
    setValue('')
    send.mutate(text, {
      onError: (err) => {
        setValue(text)
        toast('error', t('errors.send'), err.message)
      },
    })
  }

  return (
    <form
      onSubmit={submit}
      className={css({
        display: 'flex',
        alignItems: 'flex-end',
        gap: '3',
        px: { base: '3', md: '6' },
        py: '4',
        bg: 'bg.muted',
        borderTopWidth: '1px',
        borderColor: 'border.default',
        flexShrink: 0,
      })}
    >
      <textarea
        aria-label={t('messageLabel')}
        value={value}
        rows={1}
        maxLength={5000}
        placeholder={t('messagePlaceholder')}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault()
            submit()
          }
        }}
        className={css({
          flex: 1,
          w: 'full',
          resize: 'none',
          minH: '11',
          maxH: '40',
          fieldSizing: 'content',
          px: '4',
          py: '2.5',
          borderRadius: '2xl',
          borderWidth: '1px',
          borderColor: 'border.strong',
          bg: 'bg.surface',
          fontSize: 'sm',
          outline: 'none',
          _focusVisible: { borderColor: 'accent.ring', boxShadow: '0 0 0 1px var(--colors-accent-ring)' },
        })}
      />
      <Button type="submit" size="icon" aria-label={t('send')} disabled={!value.trim()}>
        <SendHorizontal />
      </Button>
    </form>
  )
}
