import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarPlus } from 'lucide-react'
import { isLive } from '@/shared/constants/clinic/appointments'
import { useAppointments } from '../api/appointments'
import { useMe } from '../api/clinic'
import { EmptyState } from '@/components/ui/empty-state'
import { AppointmentLinks, onwardLink } from '../components/appointment-links'
import { Panel } from '../components/page'
import { Loading } from '../components/states'
import { nowWall } from '../lib/dates'

const PAST_SHOWN = 5

/**
 * A patient's home: the coming appointments (any day), soonest first, and the last visits, latest first,
 * so that a patient with one booking does not meet a page that is mostly empty.
 */
export function PatientHome() {
  const { t } = useTranslation('clinic')
  const me = useMe()
  const list = useAppointments({ patientId: me.data?.personId ?? undefined }, { enabled: Boolean(me.data?.personId) })
  const loading = me.isPending || (Boolean(me.data?.personId) && list.isPending)
  const now = nowWall()
  const all = list.data ?? []
  const upcoming = all.filter((a) => a.end >= now && isLive(a.state) && a.state !== 'completed').slice(0, 6)
  // A rescheduled appointment lives on in its replacement; the past is what happened (or did not).
  const past = all
    .filter((a) => a.start < now && a.state !== 'rescheduled' && !upcoming.includes(a))
    .sort((a, b) => b.start.localeCompare(a.start))
    .slice(0, PAST_SHOWN)
  return (
    <>
      <Panel title={t('home.myNext')}>
        {loading ? (
          <Loading />
        ) : upcoming.length ? (
          <AppointmentLinks items={upcoming} />
        ) : (
          <EmptyState compact title={t('home.noUpcoming')}>
            <Link to="/medical/envio-medical/$id" params={{ id: '0' }} className={onwardLink}>
              <CalendarPlus size={16} /> {t('home.book')}
            </Link>
          </EmptyState>
        )}
      </Panel>
      <Panel title={t('home.myPast')}>
        {loading ? (
          <Loading />
        ) : past.length ? (
          <AppointmentLinks items={past} />
        ) : (
          <EmptyState compact title={t('home.noPast')} />
        )}
      </Panel>
    </>
  )
}
