import { useTranslation } from 'react-i18next'
import { CalendarPlus } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { isLive } from '@/shared/constants/clinic/appointments'
import { useAppointments } from '../api/appointments'
import { useMe } from '../api/clinic'
import { AppointmentLink } from '../components/appointment-link'
import { DoctorDot } from '../components/page'
import { StateBadge } from '../components/state-badge'
import { Loading } from '../components/states'
import { appointmentCard, doctorLine } from '../components/styles'
import { fmtDay, nowWall, useDateLocale } from '../lib/dates'
import { PanelEmpty } from './panel-empty'

/** A patient's coming appointments (any day), soonest first. */
export function PatientUpcoming() {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const me = useMe()
  const list = useAppointments({ patientId: me.data?.personId ?? undefined }, { enabled: Boolean(me.data?.personId) })
  if (me.isPending || (me.data?.personId && list.isPending)) return <Loading />
  const now = nowWall()
  const items = (list.data ?? []).filter((a) => a.end >= now && isLive(a.state) && a.state !== 'completed').slice(0, 6)
  if (!items.length)
    return (
      <PanelEmpty message={t('home.noUpcoming')}>
        <AppointmentLink
          id="0"
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '2',
            fontSize: 'sm',
            fontWeight: 'semibold',
            color: 'accent.text',
          })}
        >
          <CalendarPlus size={16} /> {t('home.book')}
        </AppointmentLink>
      </PanelEmpty>
    )
  return (
    <ul className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
      {items.map((a) => (
        <li key={a.id}>
          <AppointmentLink
            id={a.id}
            className={cx(appointmentCard, css({ display: 'flex', alignItems: 'center', gap: '3' }))}
          >
            <div className={css({ flex: 1, minW: 0 })}>
              <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
                {fmtDay(a.start, locale)} · {a.start.slice(11)}
              </p>
              <p className={cx(doctorLine, css({ color: 'fg.muted' }))}>
                <DoctorDot doctor={a.doctor} size={7} /> {a.procedure?.name} · {a.doctor?.name}
              </p>
            </div>
            <StateBadge state={a.state} />
          </AppointmentLink>
        </li>
      ))}
    </ul>
  )
}
