import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarDays, CalendarPlus, HeartPulse, PackageX, UserPlus } from 'lucide-react'
import { css } from 'styled-system/css'
import { APPOINTMENT_STATES, type AppointmentState } from '@/shared/constants/clinic/appointments'
import { useSession } from '@/lib/use-session'
import { useDashboard } from '../api/clinic'
import { ClinicPage, Panel } from '../components/page'
import { STATE_COLORS } from '../components/state-badge'
import { QueryView } from '../components/states'
import { fmtFull, useDateLocale } from '../lib/dates'
import { isClinician, isStaff, useRole } from '../lib/role'
import { DoctorsOnDuty } from './doctors-on-duty'
import { NextPatients } from './next-patients'
import { PatientUpcoming } from './patient-upcoming'

// Six cards after the total: the live states, then cancelled and no-show together.
const CARDS: Array<{ key: string; states: [AppointmentState, ...AppointmentState[]] }> = [
  { key: 'scheduled', states: ['scheduled'] },
  { key: 'confirmed', states: ['confirmed'] },
  { key: 'checked-in', states: ['checked-in'] },
  { key: 'in-progress', states: ['in-progress'] },
  { key: 'completed', states: ['completed'] },
  { key: 'closed', states: ['cancelled', 'no-show'] },
]

const action = css({
  display: 'inline-flex', alignItems: 'center', gap: '2', h: '10', px: '4', borderRadius: 'lg', fontSize: 'sm', fontWeight: 'semibold',
  bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', _hover: { bg: 'bg.hover' }, '& svg': { w: '4', h: '4', color: 'accent.text' },
})

/** Today at a glance: appointments by state, the next patients, the doctors on duty. */
export function HomePage() {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const role = useRole()
  const { user } = useSession()
  const dashboard = useDashboard()
  const hour = new Date().getHours()
  const greeting = hour < 12 ? t('home.morning') : hour < 19 ? t('home.afternoon') : t('home.evening')

  return (
    <ClinicPage
      title={`${greeting}, ${user?.name.split(' ')[0] ?? ''}`}
      subtitle={dashboard.data ? fmtFull(dashboard.data.date, locale) : t('home.subtitle')}
      icon={<HeartPulse />}
      actions={
        <>
          {role !== 'doctor' ? (
            <Link to="/medical/envio-medical/$id" params={{ id: '0' }} className={action}>
              <CalendarPlus /> {t('home.book')}
            </Link>
          ) : null}
          {isStaff(role) ? (
            <Link to="/persons/add-persons/$id" params={{ id: '0' }} className={action}>
              <UserPlus /> {t('home.newPatient')}
            </Link>
          ) : null}
          {isClinician(role) ? (
            <Link to="/medical/general-agenda" className={action}>
              <CalendarDays /> {t('home.agenda')}
            </Link>
          ) : null}
        </>
      }
    >
      <QueryView query={dashboard}>
        {(d) => (
          <>
            <section aria-label={t('home.byState')} className={css({ display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(7, minmax(0, 1fr))' }, gap: '3' })}>
              <div className={css({ gridColumn: { base: 'span 2', xl: 'span 1' }, p: '4', borderRadius: 'xl', bg: 'accent.solid', color: 'accent.onSolid', display: 'flex', flexDir: 'column', justifyContent: 'space-between', gap: '2' })}>
                <span className={css({ fontSize: 'sm', fontWeight: 'semibold', opacity: 0.9 })}>{role === 'patient' ? t('home.myToday') : t('home.today')}</span>
                <span className={css({ fontSize: '4xl', fontWeight: 'extrabold', lineHeight: '1' })}>{d.total}</span>
                <span className={css({ fontSize: 'xs', opacity: 0.9 })}>{t('home.appointments', { count: d.total })}</span>
              </div>
              {CARDS.map(({ key, states }) => (
                <div key={key} className={css({ p: '4', borderRadius: 'xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', display: 'flex', flexDir: 'column', gap: '1' })}>
                  <span className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'xs', fontWeight: 'semibold', color: 'fg.muted' })}>
                    <span aria-hidden className={css({ w: '2', h: '2', borderRadius: 'full', flexShrink: 0 })} style={{ background: STATE_COLORS[states[0]] }} />
                    {key === 'closed' ? t('home.closed') : t(`states.${states[0]}`)}
                  </span>
                  <span className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{states.reduce((n, s) => n + d.byState[s], 0)}</span>
                </div>
              ))}
            </section>
            {d.total ? (
              <div aria-hidden className={css({ display: 'flex', h: '2', borderRadius: 'full', overflow: 'hidden', bg: 'bg.subtle' })}>
                {APPOINTMENT_STATES.map((s) => (d.byState[s] ? <span key={s} style={{ flexGrow: d.byState[s], background: STATE_COLORS[s] }} /> : null))}
              </div>
            ) : null}
            <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: '6', alignItems: 'start' })}>
              <Panel title={role === 'patient' ? t('home.myNext') : t('home.next')}>
                {role === 'patient' ? <PatientUpcoming /> : <NextPatients items={d.next} showAgenda={isClinician(role)} />}
              </Panel>
              <div className={css({ display: 'flex', flexDir: 'column', gap: '6' })}>
                {role !== 'patient' ? (
                  <Panel title={t('home.onDuty')}>
                    <DoctorsOnDuty doctors={d.doctorsOnDuty} />
                  </Panel>
                ) : null}
                {d.lowStockProducts !== null && d.lowStockProducts > 0 ? (
                  <div className={css({ display: 'flex', alignItems: 'center', gap: '3', p: '4', borderRadius: 'xl', bg: 'warning.subtle', color: 'warning.text' })}>
                    <PackageX size={22} aria-hidden />
                    <p className={css({ flex: 1, fontSize: 'sm', fontWeight: 'semibold' })}>{t('home.lowStock', { count: d.lowStockProducts })}</p>
                    {role === 'admin' ? (
                      <Link to="/maintenance/admin-products" search={{ lowStock: true }} className={css({ fontSize: 'sm', fontWeight: 'bold', textDecoration: 'underline' })}>
                        {t('home.review')}
                      </Link>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </div>
          </>
        )}
      </QueryView>
    </ClinicPage>
  )
}
