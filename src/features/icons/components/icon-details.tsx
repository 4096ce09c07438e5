import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Check, Copy, X } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import type { IconSet } from '@/shared/schemas/dashboards'
import type { IconDrawings } from '../api/icon-drawings'
import { fullName } from '../lib/icons'
import { SetIcon } from './set-icon'

// As the template's code-copy button: 'Copied' for 3 seconds, then 'Copy' again.
const COPIED_FOR = 3000

/** The chosen icon, large and small, with its full name to copy. */
export function IconDetails({
  set,
  drawings,
  name,
  onClose,
}: {
  set: IconSet
  drawings: IconDrawings
  name: string
  onClose: () => void
}) {
  const { t } = useTranslation('icons')
  const [copied, setCopied] = useState(false)
  const field = useRef<HTMLInputElement>(null)
  const value = fullName(set, name)

  useEffect(() => {
    setCopied(false)
  }, [value])
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FOR)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value)
    } catch {
      // No clipboard permission: select the text so the user can copy it with the keyboard.
      field.current?.select()
      document.execCommand?.('copy')
    }
    setCopied(true)
  }

  return (
    <section
      aria-label={t('details')}
      className={css({
        position: 'sticky',
        top: '2',
        zIndex: 2,
        mt: '4',
        p: '4',
        borderRadius: '2xl',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'accent.solid',
        boxShadow: 'lg',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '4',
      })}
    >
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4', color: 'accent.text' })}>
        <span
          className={css({
            w: '16',
            h: '16',
            borderRadius: 'xl',
            bg: 'accent.subtle',
            display: 'grid',
            placeItems: 'center',
          })}
        >
          <SetIcon drawings={drawings} name={name} size={40} />
        </span>
        <SetIcon drawings={drawings} name={name} size={24} />
        <SetIcon drawings={drawings} name={name} size={16} />
      </div>
      <div className={css({ flex: 1, minW: '12rem', display: 'flex', gap: '2', alignItems: 'center' })}>
        <label className={css({ flex: 1, minW: 0 })}>
          <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', mb: '1' })}>{t('name')}</span>
          <input
            ref={field}
            readOnly
            value={value}
            onFocus={(e) => e.target.select()}
            className={css({
              w: 'full',
              fontFamily: 'mono',
              fontSize: 'sm',
              lineHeight: '1.5',
              bg: 'bg.muted',
              borderRadius: 'lg',
              px: '3',
              h: '10',
              borderWidth: '1px',
              borderColor: 'border.default',
            })}
          />
        </label>
        <Button onClick={() => void copy()} className={css({ alignSelf: 'flex-end', h: '10' })} aria-live="polite">
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? t('copied') : t('copy')}
        </Button>
      </div>
      <Button variant="ghost" size="icon" onClick={onClose} aria-label={t('close')} title={t('close')}>
        <X />
      </Button>
    </section>
  )
}
