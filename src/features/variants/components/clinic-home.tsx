import { Link, getRouteApi } from '@tanstack/react-router'
import { CalendarPlus, LayoutDashboard } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { mayOpen } from '@/shared/access'
import { useReloadAfterWrites, useReloadWhenUserChanges } from '../lib/use-reload'
import { DoctorCards, OpeningHours, ServiceList, SpecialtyCards, UpcomingList } from './clinic-home-parts'
import { ClinicHero } from './home-heroes'
import { PublicShell } from './public-shell'
import { Empty, QueryBlock, Section, heroButton } from './ui'

const route = getRouteApi('/gym/home')

const BOOKING = '/medical/envio-medical/0'

/**
 * The clinic's own home (on /gym/home, where the spec sends its build): services, doctors, opening hours and
 * booking for anyone; for staff the way into the clinic app; for a patient its next appointments.
 */
export function ClinicHome() {
  const { t } = useTranslation('variants')
  const { showcase, upcoming } = route.useLoaderData({ select: (d) => d.clinic! })
  const { user, role } = route.useLoaderDeps()
  useReloadWhenUserChanges(user)
  useReloadAfterWrites()
  const staff = role === 'admin' || role === 'reception' || role === 'doctor'
  // A guest is sent to sign in first by the page's guard, and comes back to the booking.
  const mayBook = !role || mayOpen(role, BOOKING)

  return (
    <PublicShell>
      <ClinicHero
        actions={
          <>
            {staff ? (
              <Link to="/medical/home" className={heroButton('solid')} data-testid="clinic-open-app">
                <LayoutDashboard size={18} aria-hidden /> {t('clinicHome.openApp')}
              </Link>
            ) : null}
            {mayBook ? (
              <Link
                to="/medical/envio-medical/$id"
                params={{ id: '0' }}
                className={heroButton(staff ? 'ghost' : 'solid')}
                data-testid="clinic-book"
              >
                <CalendarPlus size={18} aria-hidden /> {t('clinicHome.book')}
              </Link>
            ) : null}
            {role === 'patient' ? (
              <Link to="/medical/home" className={heroButton('ghost')}>
                {t('clinicHome.myAppointments')}
              </Link>
            ) : null}
          </>
        }
        aside={<QueryBlock result={showcase}>{(s) => <OpeningHours hours={s.openingHours} />}</QueryBlock>}
      />

      {upcoming ? (
        <Section
          id="clinic-upcoming"
          title={t('clinicHome.upcoming.title')}
          subtitle={t('clinicHome.upcoming.subtitle')}
        >
          <QueryBlock result={upcoming}>
            {(items) =>
              items.length === 0 ? <Empty>{t('clinicHome.upcoming.empty')}</Empty> : <UpcomingList items={items} />
            }
          </QueryBlock>
        </Section>
      ) : null}

      <QueryBlock result={showcase}>
        {(s) => (
          <>
            <Section
              id="clinic-specialties"
              title={t('clinicHome.specialties.title')}
              subtitle={t('clinicHome.specialties.subtitle')}
            >
              <SpecialtyCards specialties={s.specialties} />
            </Section>
            <div className={css({ bg: 'bg.subtle' })}>
              <Section
                id="clinic-services"
                title={t('clinicHome.services.title')}
                subtitle={t('clinicHome.services.subtitle')}
              >
                <ServiceList procedures={s.procedures} />
              </Section>
            </div>
            <Section
              id="clinic-doctors"
              title={t('clinicHome.doctors.title')}
              subtitle={t('clinicHome.doctors.subtitle')}
            >
              <DoctorCards doctors={s.doctors} />
            </Section>
          </>
        )}
      </QueryBlock>
    </PublicShell>
  )
}
