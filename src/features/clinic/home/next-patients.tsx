import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarCheck2 } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import type { AppointmentView } from '@/shared/schemas/clinic/appointments'
import { EmptyState } from '@/components/ui/empty-state'
import { onwardLink } from '../components/appointment-links'
import { AppointmentLink } from '../components/appointment-link'
import { DoctorDot } from '../components/page'
import { StateBadge } from '../components/state-badge'
import { doctorLine, patientName } from '../components/styles'

/** The day's appointments still to attend, by start. */
export function NextPatients({ items, showAgenda }: { items: AppointmentView[]; showAgenda?: boolean }) {
  const { t } = useTranslation('clinic')
  if (!items.length)
    return (
      <EmptyState
        compact
        icon={<CalendarCheck2 size={28} aria-hidden className={css({ color: 'success.text' })} />}
        title={t('home.nothingNext')}
      >
        {showAgenda ? (
          <Link to="/medical/general-agenda" search={{ view: 'list' }} className={onwardLink}>
            {t('home.upcoming')}
          </Link>
        ) : null}
      </EmptyState>
    )
  return (
    <ul className={css({ display: 'flex', flexDir: 'column', mx: '-2' })}>
      {items.map((a) => (
        <li key={a.id}>
          {/* Phones drop the avatar and let the name wrap: beside the time and the state it was cut to a few letters. */}
          <AppointmentLink
            id={a.id}
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '3rem minmax(0, 1fr) auto', sm: '3.25rem auto minmax(0, 1fr) auto' },
              alignItems: 'center',
              gap: { base: '2', sm: '3' },
              p: '2',
              borderRadius: 'lg',
              _hover: { bg: 'bg.hover' },
            })}
          >
            <span className={css({ fontWeight: 'bold', fontVariantNumeric: 'tabular-nums', fontSize: 'sm' })}>
              {a.start.slice(11)}
            </span>
            <span className={css({ display: { base: 'none', sm: 'flex' } })}>
              <Avatar name={a.patient?.fullName ?? '?'} size={32} />
            </span>
            <span className={css({ minW: 0 })}>
              <span className={patientName}>{a.patient?.fullName}</span>
              <span className={cx(doctorLine, css({ color: 'fg.muted', overflow: 'hidden', whiteSpace: 'nowrap' }))}>
                <DoctorDot doctor={a.doctor} size={7} />
                <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis' })}>
                  {a.procedure?.name} · {a.doctor?.name}
                </span>
              </span>
            </span>
            <StateBadge state={a.state} />
          </AppointmentLink>
        </li>
      ))}
    </ul>
  )
}
