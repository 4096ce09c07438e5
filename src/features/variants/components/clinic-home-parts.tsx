import { Link } from '@tanstack/react-router'
import { Clock, Stethoscope, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import type { AppointmentView } from '@/shared/schemas/clinic/appointments'
import type { ClinicShowcase } from '@/shared/schemas/clinic/showcase'
import { day, time, weekday } from '../lib/format'
import { grid, heroPanel } from './ui'
import { numberFormat } from '@/lib/intl'

/** A Monday to format weekday names with (2024-01-01 was one). */
const weekdayDate = (n: number) => new Date(2024, 0, n, 12)

const money = (value: number, lng: string) =>
  numberFormat(lng, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(value)

/** The week's opening hours, today's line marked. */
export function OpeningHours({ hours }: { hours: ClinicShowcase['openingHours'] }) {
  const { t, i18n } = useTranslation('variants')
  const today = ((new Date().getDay() + 6) % 7) + 1
  return (
    <div className={heroPanel} data-testid="clinic-hours">
      <h2
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          fontWeight: 'bold',
          fontSize: 'lg',
          mb: '3',
        })}
      >
        <Clock size={18} aria-hidden /> {t('clinicHome.hours.title')}
      </h2>
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          gap: '1.5',
          columnGap: '6',
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        {hours.map(({ weekday: n, hours: h }) => (
          <div
            key={n}
            className={css({ display: 'contents', '& > *': { py: '0.5' } })}
            aria-current={n === today ? 'date' : undefined}
          >
            <dt className={css({ fontWeight: n === today ? 'bold' : 'medium', textTransform: 'capitalize' })}>
              {weekday(weekdayDate(n), i18n.language)}
            </dt>
            <dd
              className={css({
                textAlign: 'right',
                opacity: h ? 1 : 0.75,
                fontWeight: n === today ? 'bold' : 'normal',
              })}
            >
              {h ? `${h.open} – ${h.close}` : t('clinicHome.hours.closed')}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

export function SpecialtyCards({ specialties }: { specialties: ClinicShowcase['specialties'] }) {
  const { t } = useTranslation('variants')
  return (
    <ul className={grid('15rem')}>
      {specialties.map((s) => (
        <li key={s.id} className={cx(card({ padding: 'lg' }), css({ display: 'flex', flexDir: 'column', gap: '2' }))}>
          <span
            className={css({
              display: 'flex',
              w: '10',
              h: '10',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 'xl',
              bg: 'accent.subtle',
              color: 'accent.text',
            })}
          >
            <Stethoscope size={20} aria-hidden />
          </span>
          <h3 className={css({ fontWeight: 'bold', fontSize: 'lg' })}>{s.name}</h3>
          {s.description ? <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{s.description}</p> : null}
          <p className={css({ mt: 'auto', fontSize: 'sm', color: 'accent.text', fontWeight: 'semibold' })}>
            {t('clinicHome.specialties.doctors', { count: s.doctors })}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** The services by category, each with its duration and price. */
export function ServiceList({ procedures }: { procedures: ClinicShowcase['procedures'] }) {
  const { t, i18n } = useTranslation('variants')
  const categories = [...new Set(procedures.map((p) => p.categoryName))].sort((a, b) =>
    a.localeCompare(b, i18n.language),
  )
  return (
    <div className={grid('17rem')}>
      {categories.map((category) => (
        <section
          key={category}
          aria-label={category}
          className={cx(card({ padding: 'md' }), css({ display: 'flex', flexDir: 'column', gap: '2' }))}
        >
          <h3
            className={css({
              fontWeight: 'bold',
              color: 'accent.text',
              textTransform: 'uppercase',
              fontSize: 'xs',
              letterSpacing: 'wider',
            })}
          >
            {category}
          </h3>
          <ul className={css({ display: 'flex', flexDir: 'column' })}>
            {procedures
              .filter((p) => p.categoryName === category)
              .map((p) => (
                <li
                  key={p.id}
                  className={css({
                    display: 'flex',
                    alignItems: 'baseline',
                    gap: '3',
                    py: '1.5',
                    borderTopWidth: '1px',
                    borderColor: 'border.default',
                    _first: { borderTopWidth: '0' },
                  })}
                >
                  <span className={css({ flex: 1, minW: 0 })}>{p.name}</span>
                  <span className={css({ fontSize: 'xs', color: 'fg.subtle', whiteSpace: 'nowrap' })}>
                    {t('clinicHome.services.minutes', { count: p.durationMinutes })}
                  </span>
                  <span
                    className={css({
                      fontWeight: 'semibold',
                      whiteSpace: 'nowrap',
                      fontVariantNumeric: 'tabular-nums',
                    })}
                  >
                    {money(p.price, i18n.language)}
                  </span>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

export function DoctorCards({ doctors }: { doctors: ClinicShowcase['doctors'] }) {
  const { i18n } = useTranslation('variants')
  return (
    <ul className={grid('16rem')}>
      {doctors.map((d) => (
        <li
          key={d.id}
          className={cx(card({ padding: 'md' }), css({ display: 'flex', gap: '3', alignItems: 'center' }))}
          data-testid="clinic-doctor"
        >
          <span
            aria-hidden
            className={css({
              display: 'flex',
              w: '11',
              h: '11',
              flexShrink: 0,
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 'full',
              color: 'white',
            })}
            style={{ background: d.color }}
          >
            <UserRound size={20} />
          </span>
          <div className={css({ minW: 0 })}>
            <p className={css({ fontWeight: 'bold', lineHeight: 'snug' })}>{d.name}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{d.specialtyName}</p>
            <p className={css({ fontSize: 'xs', color: 'fg.subtle', textTransform: 'capitalize' })}>
              {d.weekdays.map((n) => weekday(weekdayDate(n), i18n.language)).join(' · ')}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

/** A patient's next appointments, each opening its page in the clinic app. */
export function UpcomingList({ items }: { items: AppointmentView[] }) {
  const { t, i18n } = useTranslation('variants')
  const words = { today: t('time.today'), tomorrow: t('time.tomorrow') }
  return (
    <ul className={grid('17rem')} data-testid="clinic-upcoming">
      {items.map((a) => (
        <li key={a.id}>
          <Link
            to="/medical/envio-medical/$id"
            params={{ id: a.id }}
            className={cx(
              card({ padding: 'md' }),
              css({ display: 'flex', flexDir: 'column', gap: '1', _hover: { borderColor: 'accent.ring' } }),
            )}
          >
            <span
              className={css({
                fontSize: 'sm',
                fontWeight: 'semibold',
                color: 'accent.text',
                textTransform: 'capitalize',
              })}
            >
              {day(a.start, i18n.language, words)} · {time(a.start, i18n.language)}
            </span>
            <span className={css({ fontWeight: 'bold' })}>{a.procedure?.name ?? ''}</span>
            <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{a.doctor?.name ?? ''}</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
