import { useTranslation } from 'react-i18next'
import { Coffee, Plus, X } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import type { TimeRange } from '@/shared/schemas/clinic/doctors'
import { minutesToTime, timeToMinutes } from '@/shared/clinic/time'
import { TimeRangeInputs } from './time-range-inputs'

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
        <div key={i} className={css({ display: 'inline-flex', flexDir: 'column', gap: '1', minW: 0, maxW: 'full' })}>
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
              minW: 0,
            })}
          >
            <Coffee size={14} aria-hidden className={css({ color: 'fg.subtle' })} />
            <TimeRangeInputs
              start={b.start}
              end={b.end}
              labels={{
                start: t('doctors.breakStart', { day: label, n: i + 1 }),
                end: t('doctors.breakEnd', { day: label, n: i + 1 }),
              }}
              invalid={{ start: Boolean(errors?.[i]), end: Boolean(errors?.[i]) }}
              onChange={(change) => set(i, change)}
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
