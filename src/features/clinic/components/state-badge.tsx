import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { AppointmentState } from '@/shared/schemas/clinic/appointments'

/** One colour per lifecycle state, readable on light and dark (text on a tinted pill). */
export const STATE_COLORS: Record<AppointmentState, string> = {
  scheduled: '#64748b',
  confirmed: '#2563eb',
  'checked-in': '#0891b2',
  'in-progress': '#7c3aed',
  completed: '#16a34a',
  cancelled: '#dc2626',
  'no-show': '#ea580c',
  rescheduled: '#a16207',
}

export function StateBadge({ state }: { state: AppointmentState }) {
  const { t } = useTranslation('clinic')
  const color = STATE_COLORS[state]
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1.5',
        px: '2',
        h: '5.5',
        borderRadius: 'full',
        fontSize: 'xs',
        fontWeight: 'semibold',
        whiteSpace: 'nowrap',
        color: 'fg.default',
      })}
      style={{ background: `color-mix(in srgb, ${color} 16%, transparent)` }}
    >
      <span aria-hidden className={css({ w: '2', h: '2', borderRadius: 'full' })} style={{ background: color }} />
      {t(`states.${state}`)}
    </span>
  )
}
