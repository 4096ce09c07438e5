import { Suspense, lazy, useState } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { CalendarCheck, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { VARIANTS } from '@/shared/variants'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toaster'
import type { AppointmentView } from '@/shared/schemas/variants'
import { cancelAppointment } from '../api/barber'
import { day, price, time } from '../lib/format'
import type { Settled } from '../lib/settle'
import { useReloadAfterWrites, useReloadWhenUserChanges, useWriteThenReload } from '../lib/use-reload'
import { BarberCard, ServiceCard } from './barber-cards'
import { BarberHero } from './home-heroes'
import { PublicShell } from './public-shell'
import { Empty, QueryBlock, Section, grid, heroButton, heroPanel } from './ui'

// Closed on arrival: the dialog, Ark UI's dialog under it and the query cache of its free times load
// when a booking opens.
const BarberBookingDialog = lazy(() =>
  import('./barber-booking-dialog').then((m) => ({ default: m.BarberBookingDialog })),
)

const route = getRouteApi('/barber/home')

/** /barber/home: services with price and duration, each barber's next free slot, and booking one. */
export function BarberHome() {
  const { t, i18n } = useTranslation('variants')
  const search = route.useSearch()
  const { services, serviceId, barbers, mine } = route.useLoaderData()
  const { user } = route.useLoaderDeps()
  const navigate = useNavigate()
  useReloadWhenUserChanges(user)
  useReloadAfterWrites()
  const setSearch = (next: { service?: string | undefined; book?: string | undefined }) =>
    void navigate({
      to: '/barber/home',
      search: { service: serviceId, book: search.book, ...next },
      replace: true,
      resetScroll: false,
    })

  const startBooking = (barberId: string) => {
    // Booking needs an account: a guest signs in first and comes back with the dialog open.
    if (!user)
      void navigate({
        to: '/sign-in',
        search: { redirect: `/barber/home?service=${serviceId ?? ''}&book=${barberId}` },
      })
    else setSearch({ book: barberId })
  }

  const booking = user && search.book ? barbers.data?.find((b) => b.id === search.book) : undefined
  const first = barbers.data
    ?.filter((b) => b.nextFreeSlot)
    .sort((a, b) => a.nextFreeSlot!.localeCompare(b.nextFreeSlot!))[0]
  const words = { today: t('time.today'), tomorrow: t('time.tomorrow') }

  return (
    <PublicShell business={VARIANTS.barber}>
      <BarberHero
        actions={
          first ? (
            <button type="button" className={heroButton('solid')} onClick={() => startBooking(first.id)}>
              <CalendarCheck size={18} aria-hidden /> {t('barber.barbers.book')} · {first.name}
            </button>
          ) : null
        }
        aside={
          first ? (
            <div className={heroPanel}>
              <p
                className={css({
                  fontSize: 'sm',
                  opacity: 0.85,
                  fontWeight: 'semibold',
                  textTransform: 'uppercase',
                  letterSpacing: 'wide',
                })}
              >
                {t('barber.barbers.nextFree')}
              </p>
              <p className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'black', mt: '1' })}>
                {day(first.nextFreeSlot!, i18n.language, words)} · {time(first.nextFreeSlot!, i18n.language)}
              </p>
              <p className={css({ mt: '1', opacity: 0.9 })}>
                {first.name} — {first.title}
              </p>
            </div>
          ) : null
        }
      />

      <Section id="barber-services" title={t('barber.services.title')} subtitle={t('barber.services.subtitle')}>
        <QueryBlock result={services}>
          {(list) => (
            <ul className={grid('15rem')}>
              {list.map((s) => (
                <ServiceCard
                  key={s.id}
                  service={s}
                  selected={s.id === serviceId}
                  onSelect={() => setSearch({ service: s.id })}
                />
              ))}
            </ul>
          )}
        </QueryBlock>
      </Section>

      <Section id="barber-barbers" title={t('barber.barbers.title')} subtitle={t('barber.barbers.subtitle')}>
        <QueryBlock result={barbers}>
          {(list) => (
            <ul
              className={css({
                display: 'grid',
                gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' },
                gap: { base: '4', md: '5' },
              })}
            >
              {list.map((b) => (
                <BarberCard key={b.id} barber={b} onBook={() => startBooking(b.id)} />
              ))}
            </ul>
          )}
        </QueryBlock>
      </Section>

      {mine ? <MyAppointments appointments={mine} /> : null}

      {booking && services.data && serviceId ? (
        <Suspense fallback={null}>
          <BarberBookingDialog
            key={`${booking.id}-${serviceId}`}
            barber={booking}
            services={services.data}
            serviceId={serviceId}
            onServiceChange={(id) => setSearch({ service: id })}
            onClose={() => setSearch({ book: undefined })}
          />
        </Suspense>
      ) : null}
    </PublicShell>
  )
}

/** The signed-in customer's coming appointments, each with a way to cancel it. */
function MyAppointments({ appointments }: { appointments: Settled<AppointmentView[]> }) {
  const { t, i18n } = useTranslation('variants')
  const writeThenReload = useWriteThenReload()
  // While one cancels, every Cancel button waits, until the appointment has left the list.
  const [cancelling, setCancelling] = useState(false)
  const cancel = async (id: string) => {
    setCancelling(true)
    await writeThenReload(
      () => cancelAppointment(id),
      () => toast('success', t('barber.mine.cancelled')),
    )
    setCancelling(false)
  }
  const words = { today: t('time.today'), tomorrow: t('time.tomorrow') }
  return (
    <Section id="barber-mine" title={t('barber.mine.title')}>
      <QueryBlock result={appointments}>
        {(list) =>
          list.length === 0 ? (
            <Empty>{t('barber.mine.empty')}</Empty>
          ) : (
            <ul className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
              {list.map((a) => (
                <li
                  key={a.id}
                  className={cx(
                    card({ padding: 'md' }),
                    css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' }),
                  )}
                >
                  <div
                    className={css({
                      px: '3',
                      py: '2',
                      borderRadius: 'xl',
                      bg: 'accent.subtle',
                      color: 'accent.text',
                      textAlign: 'center',
                      minW: '24',
                    })}
                  >
                    <p className={css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase' })}>
                      {day(a.startsAt, i18n.language, words)}
                    </p>
                    <p className={css({ fontSize: 'xl', fontWeight: 'black' })}>{time(a.startsAt, i18n.language)}</p>
                  </div>
                  <div className={css({ flex: 1, minW: '40' })}>
                    <p className={css({ fontWeight: 'bold' })}>{a.service.name}</p>
                    <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                      {t('barber.mine.with', { name: a.barber.name })} · {price(a.service.price, i18n.language)} ·{' '}
                      {t('time.minutes', { count: a.service.durationMin })}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" disabled={cancelling} onClick={() => void cancel(a.id)}>
                    <X aria-hidden /> {t('barber.mine.cancel')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryBlock>
    </Section>
  )
}
