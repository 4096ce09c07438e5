import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Dialog } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toaster'
import { MESSAGE_LAYOUTS, type MessageLayout } from '@/shared/constants/mailbox'
import { usePatchSettings, useSettings } from '../api/mailbox'

/** Mailbox settings: where an open mail shows, beside the list ('right') or instead of it ('full'). */
export function SettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation('mailbox')
  const settings = useSettings()
  const patch = usePatchSettings()
  // The choice shows in the same frame as the click; the saved setting takes over once the save is settled.
  const [chosen, setChosen] = useState<MessageLayout | null>(null)
  const current = chosen ?? settings.data?.messageLayout ?? 'right'
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('settings.title')} size="sm">
      <fieldset className={css({ display: 'flex', flexDir: 'column', gap: '3', pb: '6' })}>
        <legend className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '3' })}>{t('settings.layout')}</legend>
        {MESSAGE_LAYOUTS.map((layout) => (
          <label
            key={layout}
            className={css({
              display: 'flex',
              gap: '3',
              alignItems: 'flex-start',
              p: '3',
              borderWidth: '1px',
              borderColor: current === layout ? 'accent.ring' : 'border.default',
              borderRadius: 'xl',
              cursor: 'pointer',
              bg: current === layout ? 'accent.subtle' : undefined,
            })}
          >
            <input
              type="radio"
              name="messageLayout"
              value={layout}
              checked={current === layout}
              onChange={() => {
                setChosen(layout)
                patch.mutate(
                  { messageLayout: layout },
                  { onError: (e) => toast('error', t('errors.update'), e.message), onSettled: () => setChosen(null) },
                )
              }}
              className={css({ mt: '1', accentColor: 'var(--colors-accent-solid)' })}
            />
            <span>
              <span className={css({ display: 'block', fontWeight: 'medium' })}>{t(`settings.${layout}`)}</span>
              <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                {t(`settings.${layout}Hint`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  )
}
