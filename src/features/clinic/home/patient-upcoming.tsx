import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarPlus } from 'lucide-react'
import { css } from 'styled-system/css'
import { isLive } from '@/shared/constants/clinic/appointments'
import { useAppointments } from '../api/appointments'
import { useMe } from '../api/clinic'
import { ColorDot } from '../components/page'
import { StateBadge } from '../components/state-badge'
import { Loading } from '../components/states'
import { fmtWhen, nowWall, useDateLocale } from '../lib/dates'

/** A patient's coming appointments (any day), soonest first. */
export function PatientUpcoming() {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const me = useMe()
  const list = useAppointments({ patientId: me.data?.personId ?? undefined }, { enabled: Boolean(me.data?.personId) })
  if (me.isPending || (me.data?.personId && list.isPending)) return <Loading />
  const now = nowWall()
  const items = (list.data ?? []).filter((a) => a.end >= now && isLive(a.state) && a.state !== 'completed').slice(0, 6)
  if (!items.length)
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
        <p className={css({ fontSize: 'sm' })}>{t('home.noUpcoming')}</p>
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
      </div>
    )
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
