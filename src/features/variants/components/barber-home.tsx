import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CalendarCheck, Scissors, X } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toaster'
import { useSession } from '@/lib/use-session'
import { barberServicesQuery, barbersQuery, cancelAppointment, myAppointmentsQuery } from '../api/barber'
import { day, price, time } from '../lib/format'
import { BarberBookingDialog } from './barber-booking-dialog'
import { BarberCard, ServiceCard } from './barber-cards'
import { PublicShell } from './public-shell'
import { Empty, Hero, QueryBlock, Section, grid, heroButton, heroPanel } from './ui'

const route = getRouteApi('/barber/home')

/** /barber/home: services with price and duration, each barber's next free slot, and booking one. */
export function BarberHome() {
  const { t, i18n } = useTranslation('variants')
  const search = route.useSearch()
  const navigate = useNavigate()
  const { user, token } = useSession()
  const userId = user && token ? user.id : undefined
  const services = useQuery(barberServicesQuery())
  const serviceId = search.service ?? services.data?.[0]?.id
  const barbers = useQuery({ ...barbersQuery(serviceId), enabled: Boolean(serviceId) })
  const setSearch = (next: { service?: string | undefined; book?: string | undefined }) =>
    void navigate({ to: '/barber/home', search: { service: serviceId, book: search.book, ...next }, replace: true, resetScroll: false })

  const startBooking = (barberId: string) => {
    // Booking needs an account: a guest signs in first and comes back with the dialog open.
    if (!userId) void navigate({ to: '/sign-in', search: { redirect: `/barber/home?service=${serviceId ?? ''}&book=${barberId}` } })
    else setSearch({ book: barberId })
  }

  const booking = userId && search.book ? barbers.data?.find((b) => b.id === search.book) : undefined
  const first = barbers.data?.filter((b) => b.nextFreeSlot).sort((a, b) => a.nextFreeSlot!.localeCompare(b.nextFreeSlot!))[0]
  const words = { today: t('time.today'), tomorrow: t('time.tomorrow') }

  return (
    <PublicShell>
      <Hero
        eyebrow={
          <>
            <Scissors size={16} aria-hidden /> {t('barber.eyebrow')}
          </>
        }
        title={t('barber.title')}
        subtitle={t('barber.subtitle')}
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
              <p className={css({ fontSize: 'sm', opacity: 0.85, fontWeight: 'semibold', textTransform: 'uppercase', letterSpacing: 'wide' })}>{t('barber.barbers.nextFree')}</p>
              <p className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'black', mt: '1' })}>
                {day(first.nextFreeSlot!, i18n.language, words)} · {time(first.nextFreeSlot!, i18n.language)}
              </p>
              <p className={css({ mt: '1', opacity: 0.9 })}>{first.name} — {first.title}</p>
            </div>
          ) : null
        }
      />

      <Section id="barber-services" title={t('barber.services.title')} subtitle={t('barber.services.subtitle')}>
        <QueryBlock query={services} skeletons={4} height={120}>
          {(list) => (
            <ul className={grid('15rem')}>
              {list.map((s) => (
                <ServiceCard key={s.id} service={s} selected={s.id === serviceId} onSelect={() => setSearch({ service: s.id })} />
              ))}
            </ul>
          )}
        </QueryBlock>
      </Section>

      <Section id="barber-barbers" title={t('barber.barbers.title')} subtitle={t('barber.barbers.subtitle')}>
        <QueryBlock query={barbers} skeletons={4} height={240}>
          {(list) => (
            <ul className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)' }, gap: { base: '4', md: '5' } })}>
              {list.map((b) => (
                <BarberCard key={b.id} barber={b} onBook={() => startBooking(b.id)} />
              ))}
            </ul>
          )}
        </QueryBlock>
      </Section>

      {userId ? <MyAppointments userId={userId} /> : null}

      {booking && services.data && serviceId ? (
        <BarberBookingDialog
          key={`${booking.id}-${serviceId}`}
          barber={booking}
          services={services.data}
          serviceId={serviceId}
          onServiceChange={(id) => setSearch({ service: id })}
          onClose={() => setSearch({ book: undefined })}
        />
      ) : null}
    </PublicShell>
  )
}

function MyAppointments({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('variants')
  const queryClient = useQueryClient()
  const query = useQuery(myAppointmentsQuery(userId))
  const cancel = useMutation({
    mutationFn: cancelAppointment,
    onSuccess: () => {
      toast('success', t('barber.mine.cancelled'))
      void queryClient.invalidateQueries({ queryKey: ['barber'] })
    },
    onError: (e) => toast('error', e.message),
  })
  const words = { today: t('time.today'), tomorrow: t('time.tomorrow') }
  return (
    <Section id="barber-mine" title={t('barber.mine.title')}>
      <QueryBlock query={query} skeletons={1} height={80}>
        {(list) =>
          list.length === 0 ? (
            <Empty>{t('barber.mine.empty')}</Empty>
          ) : (
            <ul className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
              {list.map((a) => (
                <li key={a.id} className={cx(card({ padding: 'md' }), css({ display: 'flex', alignItems: 'center', gap: '4', flexWrap: 'wrap' }))}>
                  <div className={css({ px: '3', py: '2', borderRadius: 'xl', bg: 'accent.subtle', color: 'accent.text', textAlign: 'center', minW: '24' })}>
                    <p className={css({ fontSize: 'xs', fontWeight: 'semibold', textTransform: 'uppercase' })}>{day(a.startsAt, i18n.language, words)}</p>
                    <p className={css({ fontSize: 'xl', fontWeight: 'black' })}>{time(a.startsAt, i18n.language)}</p>
                  </div>
                  <div className={css({ flex: 1, minW: '40' })}>
                    <p className={css({ fontWeight: 'bold' })}>{a.service.name}</p>
                    <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                      {t('barber.mine.with', { name: a.barber.name })} · {price(a.service.price, i18n.language)} · {t('time.minutes', { count: a.service.durationMin })}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" disabled={cancel.isPending} onClick={() => cancel.mutate(a.id)}>
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
