import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Toggle } from '@/components/ui/toggle'
import { WEEKDAYS, type Weekday } from '@/shared/constants/clinic/doctors'
import type { PlanDay } from '@/shared/schemas/clinic/doctors'
import { translateMessage } from '../lib/messages'
import { BreaksEditor } from './breaks-editor'
import { TimeRangeInputs } from './time-range-inputs'

type DayErrors = {
  start?: { message?: string }
  end?: { message?: string }
  weekday?: { message?: string }
  breaks?: Array<{ message?: string } | undefined> & { message?: string }
  message?: string
}

/** The weekly working plan: each weekday worked or not, its hours and its breaks. */
export function PlanEditor({
  plan,
  onChange,
  errors,
}: {
  plan: PlanDay[]
  onChange: (plan: PlanDay[]) => void
  errors?: Array<DayErrors | undefined>
}) {
  const { t } = useTranslation('clinic')
  const err = (m?: string) => translateMessage(t, m)
  const byDay = (d: Weekday) => plan.findIndex((p) => p.weekday === d)
  const setDay = (d: Weekday, next: PlanDay | null) => {
    const rest = plan.filter((p) => p.weekday !== d)
    onChange(next ? [...rest, next].sort((a, b) => a.weekday - b.weekday) : rest)
  }
  return (
    <ul className={css({ display: 'flex', flexDir: 'column' })}>
      {WEEKDAYS.map((d) => {
        const i = byDay(d)
        const day = i >= 0 ? plan[i]! : null
        const e = i >= 0 ? errors?.[i] : undefined
        const name = t(`weekdays.${d}`)
        return (
          <li
            key={d}
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '9rem max-content minmax(0, 1fr)' },
              gap: '3',
              alignItems: 'center',
              py: '3',
              borderBottomWidth: '1px',
              borderColor: 'border.default',
              _last: { borderBottomWidth: 0 },
            })}
          >
            <Toggle
              label={name}
              checked={Boolean(day)}
              onChange={(on) =>
                setDay(
                  d,
                  on ? { weekday: d, start: '08:00', end: '17:00', breaks: [{ start: '13:00', end: '14:00' }] } : null,
                )
              }
            />
            {day ? (
              <>
                <div className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
                  <div className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
                    <TimeRangeInputs
                      start={day.start}
                      end={day.end}
                      labels={{ start: t('doctors.dayStart', { day: name }), end: t('doctors.dayEnd', { day: name }) }}
                      invalid={{ start: Boolean(e?.start), end: Boolean(e?.end) }}
                      onChange={(change) => setDay(d, { ...day, ...change })}
                    />
                  </div>
                  {e?.start || e?.end || e?.weekday ? (
                    <span role="alert" className={css({ fontSize: 'xs', color: 'danger.text' })}>
                      {err(e.start?.message ?? e.end?.message ?? e.weekday?.message)}
                    </span>
                  ) : null}
                </div>
                <BreaksEditor
                  label={name}
                  breaks={day.breaks}
                  hours={day}
                  onChange={(breaks) => setDay(d, { ...day, breaks })}
                  errors={day.breaks.map((_, j) => err(e?.breaks?.[j]?.message))}
                />
              </>
            ) : (
              <span className={css({ fontSize: 'sm', color: 'fg.subtle', gridColumn: { md: 'span 2' } })}>
                {t('doctors.dayOff')}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
