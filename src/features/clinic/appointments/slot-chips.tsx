import { useTranslation } from 'react-i18next'
import { CalendarX2, Clock } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Spinner } from '@/components/ui/spinner'
import type { SlotsAnswer } from '@/shared/schemas/clinic/schedules'
import { eyebrow } from '../components/styles'

const chip = css({
  h: '9',
  px: '3',
  minW: '16',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  fontSize: 'sm',
  fontWeight: 'medium',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: 'all 120ms',
  _hover: { borderColor: 'accent.ring', color: 'accent.text' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
})
const chosen = css({
  bg: 'accent.solid',
  color: 'accent.onSolid',
  borderColor: 'accent.solid',
  _hover: { color: 'accent.onSolid' },
})

/** The server's free start times of the day as chips, morning and afternoon apart; one can be chosen. */
export function SlotChips({
  answer,
  loading,
  value,
  onChange,
  waiting,
}: {
  answer: SlotsAnswer | undefined
  loading: boolean
  value: string | undefined
  onChange: (start: string) => void
  /** What is still missing before slots can be asked for. */
  waiting?: string
}) {
  const { t } = useTranslation('clinic')
  const box = css({
    minH: '24',
    p: '4',
    borderRadius: 'lg',
    bg: 'bg.muted',
    borderWidth: '1px',
    borderColor: 'border.default',
  })
  if (waiting)
    return (
      <div
        className={cx(
          box,
          css({ color: 'fg.subtle', fontSize: 'sm', display: 'flex', alignItems: 'center', gap: '2' }),
        )}
      >
        <Clock size={16} aria-hidden /> {waiting}
      </div>
    )
  if (loading || !answer)
    return (
      <div className={cx(box, css({ display: 'flex', justifyContent: 'center', alignItems: 'center' }))}>
        <Spinner label={t('booking.loadingSlots')} />
      </div>
    )
  // The chosen time stopped being free after it was picked (another booking took it): kept visible and
  // flagged, so submitting shows the server's refusal naming the clash instead of silently dropping it.
  const stale = value && value.slice(0, 10) === answer.date && !answer.slots.includes(value) ? value : null
  const staleChip = stale ? (
    <div
      role="status"
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        flexWrap: 'wrap',
        fontSize: 'sm',
        color: 'warning.text',
      })}
    >
      <button
        type="button"
        aria-pressed
        className={cx(chip, css({ borderColor: 'warning.solid', bg: 'warning.subtle', color: 'warning.text' }))}
      >
        {stale.slice(11, 16)}
      </button>
      {t('booking.staleSlot')}
    </div>
  ) : null
  if (!answer.slots.length) {
    const why = answer.unavailable
      ? t(`slots.${answer.unavailable.rule}`, { defaultValue: answer.unavailable.message })
      : t('slots.full')
    return (
      <div
        className={cx(box, css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted', fontSize: 'sm' }))}
        role="status"
      >
        <CalendarX2 size={20} aria-hidden className={css({ flexShrink: 0, color: 'warning.text' })} />
        <span>{why}</span>
        {staleChip}
      </div>
    )
  }
  const morning = answer.slots.filter((s) => s.slice(11, 13) < '13')
  const afternoon = answer.slots.filter((s) => s.slice(11, 13) >= '13')
  const group = (label: string, slots: string[]) =>
    slots.length ? (
      <div role="group" aria-label={label} className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
        <span className={eyebrow}>{label}</span>
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
          {slots.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={value === s}
              className={cx(chip, value === s && chosen)}
              onClick={() => onChange(s)}
              data-slot={s}
            >
              {s.slice(11, 16)}
            </button>
          ))}
        </div>
      </div>
    ) : null
  return (
    <div className={cx(box, css({ display: 'flex', flexDir: 'column', gap: '4' }))}>
      {staleChip}
      {group(t('booking.morning'), morning)}
      {group(t('booking.afternoon'), afternoon)}
      <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
        {t('booking.windows', {
          windows: answer.windows.map((w) => `${w.start}–${w.end}`).join(', '),
          duration: answer.durationMinutes,
        })}
      </p>
    </div>
  )
}
