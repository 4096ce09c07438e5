import { useEffect, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Select } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { WithQueries } from '@/lib/queries'
import type { BarberService, BarberWithSlot } from '@/shared/schemas/variants'
import { bookAppointment, getBarberSlots } from '../api/barber'
import { day, isoDay, price, time } from '../lib/format'
import { DayStrip } from './day-strip'

interface Props {
  barber: BarberWithSlot
  services: BarberService[]
  serviceId: string
  onServiceChange: (id: string) => void
  onClose: () => void
}

const slotButton = css({
  h: '10',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontWeight: 'semibold',
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  _hover: { borderColor: 'accent.solid' },
  '&[aria-pressed=true]': { bg: 'accent.solid', color: 'accent.onSolid', borderColor: 'accent.solid' },
})

/**
 * Choose service, day and time with one barber, starting from the barber's next free slot. The page loads
 * this file only when a booking opens, so the query cache that fetches a day's free times (as the day
 * and service change) comes with it rather than with the page.
 */
export function BarberBookingDialog(props: Props) {
  return (
    <WithQueries>
      <BookingDialog {...props} />
    </WithQueries>
  )
}

function BookingDialog({ barber, services, serviceId, onServiceChange, onClose }: Props) {
  const { t, i18n } = useTranslation('variants')
  const queryClient = useQueryClient()
  const router = useRouter()
  const [date, setDate] = useState(() => isoDay(barber.nextFreeSlot ? new Date(barber.nextFreeSlot) : new Date()))
  const [slot, setSlot] = useState<string | null>(barber.nextFreeSlot)
  const slots = useQuery({
    queryKey: ['barber', 'slots', barber.id, date, serviceId],
    queryFn: () => getBarberSlots(barber.id, date, serviceId),
  })
  const service = services.find((s) => s.id === serviceId)

  // A slot picked for another day or service may not exist any more.
  useEffect(() => {
    if (slots.data && slot && !slots.data.slots.includes(slot)) setSlot(slots.data.slots[0] ?? null)
  }, [slots.data, slot])

  const book = useMutation({
    mutationFn: () => bookAppointment({ barberId: barber.id, serviceId, startsAt: slot! }),
    onSuccess: (a) => {
      toast(
        'success',
        t('barber.booking.done', {
          service: a.service.name,
          barber: a.barber.name,
          when: `${day(a.startsAt, i18n.language, { today: t('time.today'), tomorrow: t('time.tomorrow') })} ${time(a.startsAt, i18n.language)}`,
        }),
      )
      void queryClient.invalidateQueries({ queryKey: ['barber'] })
      onClose()
      // The page's appointments and next free times come from its loader.
      void router.invalidate({ sync: true })
    },
    onError: (error) => {
      toast('error', error.message)
      void slots.refetch()
    },
  })

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('barber.booking.title', { name: barber.name })}
      description={barber.title}
      footer={
        <Button onClick={() => book.mutate()} disabled={!slot || book.isPending}>
          {book.isPending ? <Spinner size={14} /> : null}
          {t('barber.booking.confirm')}
        </Button>
      }
    >
      <div className={css({ display: 'flex', flexDir: 'column', gap: '5' })}>
        <label
          className={css({
            display: 'flex',
            flexDir: 'column',
            gap: '1.5',
            fontSize: 'sm',
            fontWeight: 'medium',
            color: 'fg.muted',
          })}
        >
          {t('barber.booking.service')}
          <Select value={serviceId} onChange={(e) => onServiceChange(e.target.value)}>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} · {price(s.price, i18n.language)} · {t('time.minutes', { count: s.durationMin })}
              </option>
            ))}
          </Select>
        </label>
        <div>
          <p className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted', mb: '1.5' })}>
            {t('barber.booking.day')}
          </p>
          <DayStrip
            label={t('barber.booking.day')}
            value={date}
            onChange={setDate}
            days={14}
            isOpen={(d) => barber.workDays.includes(d.getDay())}
          />
        </div>
        <div>
          <p className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted', mb: '1.5' })}>
            {t('barber.booking.time')}
            {service ? ` · ${service.name}, ${t('time.minutes', { count: service.durationMin })}` : ''}
          </p>
          {slots.isPending ? (
            <Spinner size={20} />
          ) : slots.isError ? (
            <p role="alert" className={css({ color: 'danger.text' })}>
              {slots.error.message}
            </p>
          ) : slots.data.slots.length === 0 ? (
            <p className={css({ color: 'fg.muted' })}>{t('barber.booking.noSlots')}</p>
          ) : (
            <div
              role="group"
              aria-label={t('barber.booking.time')}
              className={css({
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(5rem, 1fr))',
                gap: '2',
                maxH: '56',
                overflowY: 'auto',
                p: '0.5',
              })}
            >
              {slots.data.slots.map((s) => (
                <button
                  key={s}
                  type="button"
                  aria-pressed={slot === s}
                  onClick={() => setSlot(s)}
                  className={slotButton}
                >
                  {time(s, i18n.language)}
                </button>
              ))}
            </div>
          )}
        </div>
      </div>
    </Dialog>
  )
}
