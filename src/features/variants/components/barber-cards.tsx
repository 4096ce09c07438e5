import { CalendarClock, Clock, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import type { BarberService, BarberWithSlot } from '@/shared/schemas/variants'
import { day, price, time } from '../lib/format'

const selectable = css({
  textAlign: 'left',
  cursor: 'pointer',
  transition: 'border-color 150ms, box-shadow 150ms',
  w: 'full',
  h: 'full',
  _hover: { borderColor: 'accent.solid' },
  '&[aria-pressed=true]': { borderColor: 'accent.solid', boxShadow: '0 0 0 3px var(--colors-accent-muted)' },
})

export function ServiceCard({
  service,
  selected,
  onSelect,
}: {
  service: BarberService
  selected: boolean
  onSelect: () => void
}) {
  const { t, i18n } = useTranslation('variants')
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        aria-label={t('barber.services.select', { name: service.name })}
        onClick={onSelect}
        className={cx(card({ padding: 'md' }), selectable)}
      >
        <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' })}>
          <span className={css({ fontWeight: 'bold' })}>{service.name}</span>
          <span className={css({ fontSize: 'xl', fontWeight: 'black', color: 'accent.text' })}>
            {price(service.price, i18n.language)}
          </span>
        </div>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>{service.description}</p>
        <p
          className={css({
            mt: '3',
            fontSize: 'xs',
            fontWeight: 'semibold',
            color: 'fg.muted',
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1',
          })}
        >
          <Clock size={12} aria-hidden /> {t('time.minutes', { count: service.durationMin })}
        </p>
      </button>
    </li>
  )
}

export function BarberCard({ barber, onBook }: { barber: BarberWithSlot; onBook: () => void }) {
  const { t, i18n } = useTranslation('variants')
  const words = { today: t('time.today'), tomorrow: t('time.tomorrow') }
  return (
    <li
      className={cx(card({ padding: 'lg' }), css({ display: 'flex', flexDir: 'column', gap: '4' }))}
      data-testid="barber-card"
    >
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        <Avatar name={barber.name} size={56} />
        <div className={css({ flex: 1, minW: 0 })}>
          <h3 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{barber.name}</h3>
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{barber.title}</p>
        </div>
        <span
          aria-label={t('barber.barbers.rating', { rating: barber.rating })}
          className={css({
            display: 'inline-flex',
            alignItems: 'center',
            gap: '1',
            fontWeight: 'bold',
            fontSize: 'sm',
          })}
        >
          <Star size={16} aria-hidden className={css({ color: 'amber.500', fill: 'amber.400' })} />{' '}
          {barber.rating.toFixed(1)}
        </span>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{barber.bio}</p>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          p: '3',
          borderRadius: 'xl',
          bg: 'accent.subtle',
          color: 'accent.text',
          mt: 'auto',
        })}
      >
        <CalendarClock size={20} aria-hidden />
        <div className={css({ flex: 1 })}>
          <p
            className={css({
              fontSize: 'xs',
              fontWeight: 'semibold',
              textTransform: 'uppercase',
              letterSpacing: 'wide',
            })}
          >
            {t('barber.barbers.nextFree')}
          </p>
          <p className={css({ fontWeight: 'bold' })} data-testid="next-free">
            {barber.nextFreeSlot
              ? `${day(barber.nextFreeSlot, i18n.language, words)} · ${time(barber.nextFreeSlot, i18n.language)}`
              : t('barber.barbers.noneFree')}
          </p>
        </div>
        <Button
          size="sm"
          onClick={onBook}
          disabled={!barber.nextFreeSlot}
          aria-label={`${t('barber.barbers.book')}: ${barber.name}`}
        >
          {t('barber.barbers.book')}
        </Button>
      </div>
    </li>
  )
}
