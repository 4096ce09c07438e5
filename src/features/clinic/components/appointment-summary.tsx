import { useTranslation } from 'react-i18next'
import { ArrowRight, Clock, Stethoscope, UserRound } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import type { AppointmentView } from '@/shared/schemas/clinic/appointments'
import { fmtFull, fmtInstant, useDateLocale } from '../lib/dates'
import { money } from '../lib/format'
import { AppointmentLink } from './appointment-link'
import { DoctorDot } from './page'
import { StateBadge } from './state-badge'
import { eyebrow } from './styles'

const row = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  fontSize: 'sm',
  '& > svg': { mt: '0.5', color: 'fg.subtle', flexShrink: 0 },
})

/** Who, what, with whom and when; the reason of a cancel; the links of a reschedule; optionally the history. */
export function AppointmentSummary({ appointment: a, history }: { appointment: AppointmentView; history?: boolean }) {
  const { t, i18n } = useTranslation('clinic')
  const locale = useDateLocale()
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          flexWrap: 'wrap',
        })}
      >
        <StateBadge state={a.state} />
        <span className={css({ fontSize: 'sm', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>
          {money(a.price, i18n.language)}
        </span>
      </div>
      <div className={row}>
        <Clock size={16} aria-hidden />
        <div>
          <p className={css({ fontWeight: 'semibold' })}>{fmtFull(a.start, locale)}</p>
          <p className={css({ color: 'fg.muted' })}>
            {a.start.slice(11)}–{a.end.slice(11)}
            {a.bufferBeforeMinutes ? ` · ${t('appointment.bufferBefore', { n: a.bufferBeforeMinutes })}` : ''}
            {a.bufferAfterMinutes ? ` · ${t('appointment.bufferAfter', { n: a.bufferAfterMinutes })}` : ''}
          </p>
        </div>
      </div>
      <div className={row}>
        <UserRound size={16} aria-hidden />
        <div>
          <p className={css({ fontWeight: 'semibold' })}>{a.patient?.fullName ?? t('appointment.unknown')}</p>
          {a.patient ? (
            <p className={css({ color: 'fg.muted' })}>
              {a.patient.documentNumber} · {a.patient.phone}
            </p>
          ) : null}
        </div>
      </div>
      <div className={row}>
        <Stethoscope size={16} aria-hidden />
        <div>
          <p className={css({ fontWeight: 'semibold' })}>{a.procedure?.name}</p>
          <p className={css({ color: 'fg.muted', display: 'flex', alignItems: 'center', gap: '1.5' })}>
            <DoctorDot doctor={a.doctor} size={8} /> {a.doctor?.name}
          </p>
        </div>
      </div>
      {a.notes ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted', bg: 'bg.muted', p: '3', borderRadius: 'md' })}>
          {a.notes}
        </p>
      ) : null}
      {a.cancelReason ? (
        <p className={css({ fontSize: 'sm', color: 'danger.text' })}>
          {t('appointment.cancelReason')}: {a.cancelReason}
        </p>
      ) : null}
      {a.rescheduledToId ? (
        <AppointmentLink
          id={a.rescheduledToId}
          className={css({
            fontSize: 'sm',
            color: 'accent.text',
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1',
            fontWeight: 'semibold',
          })}
        >
          {t('appointment.rescheduledTo')} <ArrowRight size={14} />
        </AppointmentLink>
      ) : null}
      {a.rescheduledFromId ? (
        <AppointmentLink
          id={a.rescheduledFromId}
          className={css({ fontSize: 'sm', color: 'fg.muted', textDecoration: 'underline' })}
        >
          {t('appointment.rescheduledFrom')}
        </AppointmentLink>
      ) : null}
      {history && a.history?.length ? (
        <div className={css({ mt: '2' })}>
          <h3 className={cx(eyebrow, css({ mb: '2' }))}>{t('appointment.history')}</h3>
          <ol
            className={css({
              display: 'flex',
              flexDir: 'column',
              gap: '2',
              borderLeftWidth: '2px',
              borderColor: 'border.default',
              pl: '4',
            })}
          >
            {a.history.map((h, i) => (
              <li key={i} className={css({ fontSize: 'sm', position: 'relative' })}>
                <span
                  aria-hidden
                  className={css({
                    position: 'absolute',
                    left: '-1.3rem',
                    top: '1.5',
                    w: '2',
                    h: '2',
                    borderRadius: 'full',
                    bg: 'accent.solid',
                  })}
                />
                <span className={css({ fontWeight: 'medium' })}>{t(`states.${h.to}`)}</span>
                <span className={css({ color: 'fg.subtle' })}> · {fmtInstant(h.at, 'PP HH:mm', locale)}</span>
                {h.reason ? <p className={css({ color: 'fg.muted', fontSize: 'xs' })}>{h.reason}</p> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  )
}
