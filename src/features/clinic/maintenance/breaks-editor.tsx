import { useTranslation } from 'react-i18next'
import { Coffee, Plus, X } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import type { TimeRange } from '@/shared/schemas/clinic/doctors'
import { minutesToTime, timeToMinutes } from '@/shared/clinic/time'

export const timeInput = css({
  h: '9',
  px: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  _focusVisible: { outline: 'none', borderColor: 'accent.ring', boxShadow: '0 0 0 1px var(--colors-accent-ring)' },
  '&[aria-invalid=true]': { borderColor: 'danger.solid' },
})

/** The breaks inside a day's hours; a new one goes in the middle of the day, an hour long at most. */
export function BreaksEditor({
  breaks,
  hours,
  onChange,
  errors,
  label,
}: {
  breaks: TimeRange[]
  hours: { start: string; end: string }
  onChange: (breaks: TimeRange[]) => void
  errors?: Array<string | undefined>
  label: string
}) {
  const { t } = useTranslation('clinic')
  const add = () => {
    const s = timeToMinutes(hours.start)
    const e = timeToMinutes(hours.end)
    const mid = Math.round((s + e) / 2 / 15) * 15
    const len = Math.min(60, Math.max(15, Math.floor((e - s) / 4 / 5) * 5))
    onChange([
      ...breaks,
      {
        start: minutesToTime(mid - Math.floor(len / 2 / 5) * 5),
        end: minutesToTime(mid - Math.floor(len / 2 / 5) * 5 + len),
      },
    ])
  }
  const set = (i: number, patch: Partial<TimeRange>) =>
    onChange(breaks.map((b, j) => (j === i ? { ...b, ...patch } : b)))
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
      {breaks.map((b, i) => (
        <div key={i} className={css({ display: 'inline-flex', flexDir: 'column', gap: '1' })}>
          <div
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1',
              pl: '2',
              pr: '1',
              py: '1',
              borderRadius: 'lg',
              bg: 'bg.subtle',
            })}
          >
            <Coffee size={14} aria-hidden className={css({ color: 'fg.subtle' })} />
            <input
              type="time"
              step={300}
              aria-label={t('doctors.breakStart', { day: label, n: i + 1 })}
              aria-invalid={Boolean(errors?.[i])}
              className={timeInput}
              value={b.start}
              onChange={(e) => set(i, { start: e.target.value })}
            />
            <span aria-hidden>–</span>
            <input
              type="time"
              step={300}
              aria-label={t('doctors.breakEnd', { day: label, n: i + 1 })}
              aria-invalid={Boolean(errors?.[i])}
              className={timeInput}
              value={b.end}
              onChange={(e) => set(i, { end: e.target.value })}
            />
            <Button
              variant="ghost"
              size="iconSm"
              aria-label={t('doctors.removeBreak', { day: label, n: i + 1 })}
              onClick={() => onChange(breaks.filter((_, j) => j !== i))}
            >
              <X />
            </Button>
          </div>
          {errors?.[i] ? (
            <span role="alert" className={css({ fontSize: 'xs', color: 'danger.text' })}>
              {errors[i]}
            </span>
          ) : null}
        </div>
      ))}
      {breaks.length < 6 ? (
        <Button variant="ghost" size="sm" onClick={add} aria-label={t('doctors.addBreakTo', { day: label })}>
          <Plus /> {t('doctors.addBreak')}
        </Button>
      ) : null}
    </div>
  )
}
