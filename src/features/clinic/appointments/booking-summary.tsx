import { useTranslation } from 'react-i18next'
import { CalendarDays, Clock, Stethoscope, Wallet } from 'lucide-react'
import { css } from 'styled-system/css'
import type { Procedure } from '@/shared/schemas/clinic/catalog'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import { addMinutes } from '@/shared/clinic/time'
import { ColorDot } from '../components/page'
import { cardFrame } from '../components/styles'
import { fmtDay, useDateLocale } from '../lib/dates'
import { duration, money } from '../lib/format'

const line = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  fontSize: 'sm',
  py: '2.5',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: 0 },
  '& > svg': { color: 'fg.subtle', flexShrink: 0 },
})

/** What is about to be booked, filled in as the form is. */
export function BookingSummary({
  procedure,
  doctor,
  start,
}: {
  procedure?: Procedure
  doctor?: Doctor
  start?: string
}) {
  const { t, i18n } = useTranslation('clinic')
  const locale = useDateLocale()
  const dash = <span className={css({ color: 'fg.subtle' })}>—</span>
  return (
    <section aria-label={t('booking.summary')} className={cardFrame}>
      <div className={css({ px: '5', py: '4', bg: 'accent.subtle', color: 'accent.text' })}>
        <p
          className={css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide' })}
        >
          {t('booking.summary')}
        </p>
        <p className={css({ fontSize: 'lg', fontWeight: 'bold', color: 'fg.default', mt: '1' })}>
          {procedure?.name ?? t('booking.noProcedure')}
        </p>
      </div>
      <div className={css({ px: '5', py: '1' })}>
        <div className={line}>
          <Stethoscope size={16} aria-hidden />
          {doctor ? (
            <span className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <ColorDot color={doctor.color} /> {doctor.name}
            </span>
          ) : (
            dash
          )}
        </div>
        <div className={line}>
          <CalendarDays size={16} aria-hidden />
          {start ? <span>{fmtDay(start, locale)}</span> : dash}
        </div>
        <div className={line}>
          <Clock size={16} aria-hidden />
          {start && procedure ? (
            <span>
              {start.slice(11)}–{addMinutes(start, procedure.durationMinutes).slice(11)}{' '}
              <span className={css({ color: 'fg.subtle' })}>({duration(procedure.durationMinutes)})</span>
            </span>
          ) : procedure ? (
            duration(procedure.durationMinutes)
          ) : (
            dash
          )}
        </div>
        <div className={line}>
          <Wallet size={16} aria-hidden />
          {procedure ? (
            <span className={css({ fontWeight: 'semibold' })}>{money(procedure.price, i18n.language)}</span>
          ) : (
            dash
          )}
        </div>
      </div>
    </section>
  )
}
