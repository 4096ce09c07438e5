import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { useAppointments } from '../api/appointments'
import { AppointmentLink } from '../components/appointment-link'
import { DoctorDot, Panel } from '../components/page'
import { StateBadge } from '../components/state-badge'
import { Loading } from '../components/states'
import { appointmentCard, doctorLine } from '../components/styles'
import { fmt, today, useDateLocale } from '../lib/dates'

/** A patient's appointments, next ones first, then the latest past ones. */
export function PatientAppointments({ patientId }: { patientId: string }) {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const list = useAppointments({ patientId })
  const now = today()
  const items = list.data ?? []
  const upcoming = items.filter((a) => a.start.slice(0, 10) >= now)
  const past = items
    .filter((a) => a.start.slice(0, 10) < now)
    .reverse()
    .slice(0, 5)
  return (
    <Panel title={t('persons.appointments')}>
      {list.isPending ? (
        <Loading />
      ) : !items.length ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{t('persons.noAppointments')}</p>
      ) : (
        <ul className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
          {[...upcoming, ...past].map((a) => (
            <li key={a.id}>
              <AppointmentLink
                id={a.id}
                className={cx(appointmentCard, css({ display: 'flex', flexDir: 'column', gap: '1' }))}
              >
                <span
                  className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'center' })}
                >
                  <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
                    {fmt(a.start, 'PP · HH:mm', locale)}
                  </span>
                  <StateBadge state={a.state} />
                </span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{a.procedure?.name}</span>
                <span className={cx(doctorLine, css({ color: 'fg.subtle' }))}>
                  <DoctorDot doctor={a.doctor} size={8} /> {a.doctor?.name}
                </span>
              </AppointmentLink>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}
