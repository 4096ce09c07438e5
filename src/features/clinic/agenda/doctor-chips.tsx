import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { toggleChip } from 'styled-system/recipes'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import { ColorDot } from '../components/page'

// Small type: the agenda names many doctors in one row.
const chip = cx(toggleChip({ tone: 'neutral' }), css({ fontSize: 'xs' }))

/** The doctors' colours, which are also the filter: press to show only some (or, on phones, one). */
export function DoctorChips({
  doctors,
  selected,
  onChange,
  single,
}: {
  doctors: Doctor[]
  selected: string[]
  onChange: (ids: string[]) => void
  single?: boolean
}) {
  const { t } = useTranslation('clinic')
  const toggle = (id: string) => {
    if (single) return onChange([id])
    onChange(selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id])
  }
  return (
    <div
      role="group"
      aria-label={t('agenda.doctors')}
      className={css({
        display: 'flex',
        gap: '2',
        overflowX: 'auto',
        pb: '1',
        flexWrap: { base: 'nowrap', md: 'wrap' },
      })}
    >
      {!single ? (
        <button type="button" className={chip} aria-pressed={selected.length === 0} onClick={() => onChange([])}>
          {t('agenda.allDoctors')}
        </button>
      ) : null}
      {doctors.map((d) => (
        <button
          key={d.id}
          type="button"
          className={chip}
          aria-pressed={selected.includes(d.id)}
          onClick={() => toggle(d.id)}
        >
          <ColorDot color={d.color} /> {d.name}
        </button>
      ))}
    </div>
  )
}
