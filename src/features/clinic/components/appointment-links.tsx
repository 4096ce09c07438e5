import { Link } from '@tanstack/react-router'
import { css } from 'styled-system/css'
import type { AppointmentView } from '@/shared/schemas/clinic/appointments'
import { fmtWhen, useDateLocale } from '../lib/dates'
import { ColorDot } from './page'
import { StateBadge } from './state-badge'

/** Appointments as links to each: when and its state, then what and with whom. */
export function AppointmentLinks({
  items,
  when,
}: {
  items: AppointmentView[]
  /** How the start is written; "Lunes 30 de noviembre · 14:00" unless a list needs the year. */
  when?: (start: string) => string
}) {
  const locale = useDateLocale()
  return (
    <ul className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
      {items.map((a) => (
        <li key={a.id}>
          <Link
            to="/medical/envio-medical/$id"
            params={{ id: a.id }}
            className={css({
              display: 'flex',
              flexDir: 'column',
              gap: '1',
              p: '3',
              borderRadius: 'lg',
              borderWidth: '1px',
              borderColor: 'border.default',
              _hover: { bg: 'bg.hover' },
            })}
          >
            <span className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'center' })}>
              <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
                {when ? when(a.start) : fmtWhen(a.start, locale)}
              </span>
              <StateBadge state={a.state} />
            </span>
            <span
              className={css({ display: 'flex', alignItems: 'center', gap: '1.5', fontSize: 'xs', color: 'fg.muted' })}
            >
              <ColorDot color={a.doctor?.color ?? '#94a3b8'} size={7} /> {a.procedure?.name} · {a.doctor?.name}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** A way onward from a panel ("Book an appointment", "Upcoming appointments"). */
export const onwardLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'accent.text',
  _hover: { textDecoration: 'underline' },
})
