import { css, cx } from 'styled-system/css'
import type { AppointmentView } from '@/shared/schemas/clinic/appointments'
import { fmtWhen, useDateLocale } from '../lib/dates'
import { AppointmentLink } from './appointment-link'
import { DoctorDot } from './page'
import { StateBadge } from './state-badge'
import { appointmentCard, doctorLine } from './styles'

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
          <AppointmentLink
            id={a.id}
            className={cx(appointmentCard, css({ display: 'flex', flexDir: 'column', gap: '1' }))}
          >
            <span className={css({ display: 'flex', justifyContent: 'space-between', gap: '2', alignItems: 'center' })}>
              <span className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
                {when ? when(a.start) : fmtWhen(a.start, locale)}
              </span>
              <StateBadge state={a.state} />
            </span>
            <span className={cx(doctorLine, css({ color: 'fg.muted' }))}>
              <DoctorDot doctor={a.doctor} size={7} /> {a.procedure?.name} · {a.doctor?.name}
            </span>
          </AppointmentLink>
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
