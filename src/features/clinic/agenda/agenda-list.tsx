import { useTranslation } from 'react-i18next'
import { CalendarX2 } from 'lucide-react'
import { css } from 'styled-system/css'
import type { AppointmentView } from '@/shared/schemas/clinic/appointments'
import { eachDate } from '@/shared/clinic/time'
import { StateBadge } from '../components/state-badge'
import { fmtDay, today, useDateLocale } from '../lib/dates'
import { patientName } from '../components/styles'

/** The agenda as a list by day, for phones and for reading: each appointment is a button opening its details. */
export function AgendaList({
  from,
  to,
  appointments,
  onSelect,
}: {
  from: string
  to: string
  appointments: AppointmentView[]
  onSelect: (a: AppointmentView) => void
}) {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const now = today()
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '5' })}>
      {eachDate(from, to).map((date) => {
        const items = appointments.filter((a) => a.start.startsWith(date))
        return (
          <section key={date} aria-label={fmtDay(date, locale)}>
            <h2
              className={css({
                display: 'flex',
                alignItems: 'baseline',
                gap: '2',
                fontSize: 'sm',
                fontWeight: 'bold',
                mb: '2',
                position: 'sticky',
                top: 0,
                bg: 'bg.canvas',
                py: '1',
                zIndex: 1,
              })}
            >
              {fmtDay(date, locale)}
              {date === now ? (
                <span className={css({ fontSize: 'xs', color: 'accent.text', textTransform: 'none' })}>
                  {t('agenda.today')}
                </span>
              ) : null}
              <span
                className={css({
                  ml: 'auto',
                  fontSize: 'xs',
                  fontWeight: 'medium',
                  color: 'fg.subtle',
                  textTransform: 'none',
                })}
              >
                {t('agenda.count', { count: items.length })}
              </span>
            </h2>
            {items.length ? (
              <ul className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
                {items.map((a) => (
                  <li key={a.id}>
                    <button
                      type="button"
                      onClick={() => onSelect(a)}
                      data-appointment={a.id}
                      className={css({
                        w: 'full',
                        display: 'grid',
                        gridTemplateColumns: '3.5rem minmax(0, 1fr)',
                        gap: '3',
                        alignItems: 'start',
                        textAlign: 'left',
                        p: '3',
                        bg: 'bg.surface',
                        borderRadius: 'lg',
                        borderWidth: '1px',
                        borderColor: 'border.default',
                        borderLeftWidth: '4px',
                        cursor: 'pointer',
                        _hover: { bg: 'bg.hover' },
                        _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
                      })}
                      style={{ borderLeftColor: a.doctor?.color ?? '#64748b' }}
                    >
                      <span className={css({ fontVariantNumeric: 'tabular-nums' })}>
                        <span className={css({ display: 'block', fontWeight: 'bold', fontSize: 'sm' })}>
                          {a.start.slice(11)}
                        </span>
                        <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.subtle' })}>
                          {a.end.slice(11)}
                        </span>
                      </span>
                      <span className={css({ display: 'flex', flexDir: 'column', gap: '1', minW: 0 })}>
                        {/* On a phone the name wraps: beside the state it was cut to a first name and a half. */}
                        <span
                          className={css({
                            display: 'flex',
                            alignItems: { base: 'start', sm: 'center' },
                            justifyContent: 'space-between',
                            gap: '2',
                          })}
                        >
                          <span className={patientName}>{a.patient?.fullName}</span>
                          <StateBadge state={a.state} />
                        </span>
                        <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                          {a.procedure?.name} · {a.doctor?.name}
                        </span>
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '2',
                  fontSize: 'sm',
                  color: 'fg.subtle',
                  px: '3',
                  py: '2',
                })}
              >
                <CalendarX2 size={14} aria-hidden /> {t('agenda.none')}
              </p>
            )}
          </section>
        )
      })}
    </div>
  )
}
