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
import { PatientHome } from './patient-home'
import { greeting } from '@/lib/greeting'
import { TodayByState } from './today-by-state'

const action = linkButton({ tone: 'surface' })

// The day's list on the left, what goes beside it on the right; one column on narrow screens.
const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
  gap: '6',
  alignItems: 'start',
})

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
      {role === 'patient' ? (
        <div className={columns}>
          <PatientHome />
        </div>
      ) : (
        <QueryView query={dashboard}>
          {(d) => (
            <>
              <TodayByState total={d.total} byState={d.byState} />
              <div className={columns}>
                <Panel title={t('home.next')}>
                  <NextPatients items={d.next} showAgenda={isClinician(role)} />
                </Panel>
                <div className={css({ display: 'flex', flexDir: 'column', gap: '6' })}>
                  <Panel title={t('home.onDuty')}>
                    <DoctorsOnDuty doctors={d.doctorsOnDuty} />
                  </Panel>
                  {d.lowStockProducts !== null && d.lowStockProducts > 0 ? (
                    <LowStock count={d.lowStockProducts} review={role === 'admin'} />
                  ) : null}
                </div>
              </div>
            </>
          )}
        </QueryView>
      )}
    </ClinicPage>
  )
}

/** Products at or below their minimum: a warning, and for the admin the way to the filtered list. */
function LowStock({ count, review }: { count: number; review: boolean }) {
  const { t } = useTranslation('clinic')
  return (
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
      <p className={css({ flex: 1, fontSize: 'sm', fontWeight: 'semibold' })}>{t('home.lowStock', { count })}</p>
      {review ? (
        <Link
          to="/maintenance/admin-products"
          search={{ lowStock: true }}
          className={css({ fontSize: 'sm', fontWeight: 'bold', textDecoration: 'underline' })}
        >
          {t('home.review')}
        </Link>
      ) : null}
    </div>
  )
}
