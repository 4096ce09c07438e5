import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarDays, CalendarPlus, HeartPulse, PackageX, UserPlus } from 'lucide-react'
import { css } from 'styled-system/css'
import { useSession } from '@/lib/use-session'
import { useDashboard } from '../api/clinic'
import { AppointmentLink } from '../components/appointment-link'
import { ClinicPage, Panel } from '../components/page'
import { QueryView } from '../components/states'
import { linkButton } from '../components/styles'
import { fmtFull, useDateLocale } from '../lib/dates'
import { isClinician, isStaff, useRole } from '../lib/role'
import { DoctorsOnDuty } from './doctors-on-duty'
import { NextPatients } from './next-patients'
import { PatientUpcoming } from './patient-upcoming'
import { greeting } from '@/lib/greeting'
import { TodayByState } from './today-by-state'

const action = linkButton({ tone: 'surface' })

/** Today at a glance: appointments by state, the next patients, the doctors on duty. */
export function HomePage() {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const role = useRole()
  const { user } = useSession()
  const dashboard = useDashboard()

  return (
    <ClinicPage
      title={greeting(t, user?.name ?? '')}
      subtitle={dashboard.data ? fmtFull(dashboard.data.date, locale) : t('home.subtitle')}
      icon={<HeartPulse />}
      actions={
        <>
          {role !== 'doctor' ? (
            <AppointmentLink id="0" className={action}>
              <CalendarPlus /> {t('home.book')}
            </AppointmentLink>
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
            {/* A patient has one or two appointments a day: six state counts would be zeros, the list says it all. */}
            {role === 'patient' ? null : <TodayByState total={d.total} byState={d.byState} />}
            <div
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', lg: role === 'patient' ? '1fr' : 'minmax(0, 3fr) minmax(0, 2fr)' },
                gap: '6',
                alignItems: 'start',
              })}
            >
              <Panel title={role === 'patient' ? t('home.myNext') : t('home.next')}>
                {role === 'patient' ? (
                  <PatientUpcoming />
                ) : (
                  <NextPatients items={d.next} showAgenda={isClinician(role)} />
                )}
              </Panel>
              <div className={css({ display: 'flex', flexDir: 'column', gap: '6' })}>
                {role !== 'patient' ? (
                  <Panel title={t('home.onDuty')}>
                    <DoctorsOnDuty doctors={d.doctorsOnDuty} />
                  </Panel>
                ) : null}
                {d.lowStockProducts !== null && d.lowStockProducts > 0 ? (
                  <div
                    className={css({
                      display: 'flex',
                      alignItems: 'center',
                      gap: '3',
                      p: '4',
                      borderRadius: 'xl',
                      bg: 'warning.subtle',
                      color: 'warning.text',
                    })}
                  >
                    <PackageX size={22} aria-hidden />
                    <p className={css({ flex: 1, fontSize: 'sm', fontWeight: 'semibold' })}>
                      {t('home.lowStock', { count: d.lowStockProducts })}
                    </p>
                    {role === 'admin' ? (
                      <Link
                        to="/maintenance/admin-products"
                        search={{ lowStock: true }}
                        className={css({ fontSize: 'sm', fontWeight: 'bold', textDecoration: 'underline' })}
                      >
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
