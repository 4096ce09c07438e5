import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useAppointments } from '../api/appointments'
import { AppointmentLinks } from '../components/appointment-links'
import { Panel } from '../components/page'
import { Loading } from '../components/states'
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
        // Past visits of other years too, so the year is written.
        <AppointmentLinks items={[...upcoming, ...past]} when={(start) => fmt(start, 'PP · HH:mm', locale)} />
      )}
    </Panel>
  )
}
