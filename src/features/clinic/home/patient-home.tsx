import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarPlus } from 'lucide-react'
import { css } from 'styled-system/css'
import { isLive } from '@/shared/constants/clinic/appointments'
import type { AppointmentView } from '@/shared/schemas/clinic/appointments'
import { useAppointments } from '../api/appointments'
import { useMe } from '../api/clinic'
import { ColorDot, Panel } from '../components/page'
import { StateBadge } from '../components/state-badge'
import { Loading } from '../components/states'
import { fmtWhen, nowWall, useDateLocale } from '../lib/dates'

const PAST_SHOWN = 5

/**
 * A patient's home: the coming appointments (any day), soonest first, and beside them the last visits,
 * latest first, so that a patient with one booking does not meet a page that is mostly empty.
 */
export function PatientHome() {
  const { t } = useTranslation('clinic')
  const me = useMe()
  const list = useAppointments({ patientId: me.data?.personId ?? undefined }, { enabled: Boolean(me.data?.personId) })
  const loading = me.isPending || (Boolean(me.data?.personId) && list.isPending)
  const now = nowWall()
  const all = list.data ?? []
  const upcoming = all.filter((a) => a.end >= now && isLive(a.state) && a.state !== 'completed').slice(0, 6)
  // A rescheduled appointment lives on in its replacement; the past is what happened (or did not).
  const past = all
    .filter((a) => a.start < now && a.state !== 'rescheduled' && !upcoming.includes(a))
    .sort((a, b) => b.start.localeCompare(a.start))
    .slice(0, PAST_SHOWN)
  return (
    <div
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: '6',
        alignItems: 'start',
      })}
    >
      <Panel title={t('home.myNext')}>
        {loading ? (
          <Loading />
        ) : upcoming.length ? (
          <AppointmentList items={upcoming} />
        ) : (
          <Empty text={t('home.noUpcoming')}>
            <Link
              to="/medical/envio-medical/$id"
              params={{ id: '0' }}
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                gap: '2',
                fontSize: 'sm',
                fontWeight: 'semibold',
                color: 'accent.text',
              })}
            >
              <CalendarPlus size={16} /> {t('home.book')}
            </Link>
          </Empty>
        )}
      </Panel>
      <Panel title={t('home.myPast')}>
        {loading ? <Loading /> : past.length ? <AppointmentList items={past} /> : <Empty text={t('home.noPast')} />}
      </Panel>
    </div>
  )
}

function Empty({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDir: 'column',
        alignItems: 'center',
        gap: '3',
        py: '8',
        color: 'fg.muted',
        textAlign: 'center',
      })}
    >
      <p className={css({ fontSize: 'sm' })}>{text}</p>
      {children}
    </div>
  )
}

function AppointmentList({ items }: { items: AppointmentView[] }) {
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
              alignItems: 'center',
              gap: '3',
              p: '3',
              borderRadius: 'lg',
              borderWidth: '1px',
              borderColor: 'border.default',
              _hover: { bg: 'bg.hover' },
            })}
          >
            <div className={css({ flex: 1, minW: 0 })}>
              <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{fmtWhen(a.start, locale)}</p>
              <p
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '1.5',
                  fontSize: 'xs',
                  color: 'fg.muted',
                })}
              >
                <ColorDot color={a.doctor?.color ?? '#94a3b8'} size={7} /> {a.procedure?.name} · {a.doctor?.name}
              </p>
            </div>
            <StateBadge state={a.state} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
