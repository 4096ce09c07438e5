import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { fromIsoDay, isoDay, weekday } from '../lib/format'

const chip = css({
  display: 'flex', flexDir: 'column', alignItems: 'center', minW: '16', px: '3', py: '2', borderRadius: 'xl', borderWidth: '1px',
  borderColor: 'border.default', bg: 'bg.surface', cursor: 'pointer', transition: 'all 150ms', flexShrink: 0,
  _hover: { borderColor: 'accent.solid' },
  '&[aria-pressed=true]': { bg: 'accent.solid', color: 'accent.onSolid', borderColor: 'accent.solid' },
  _disabled: { opacity: 0.45, cursor: 'not-allowed', _hover: { borderColor: 'border.default' } },
})

/** The next days as toggle chips (weekday and day of month); `isOpen` greys out closed days. */
export function DayStrip({ value, onChange, days = 7, isOpen, label }: { value: string; onChange: (day: string) => void; days?: number; isOpen?: (d: Date) => boolean; label: string }) {
  const { t, i18n } = useTranslation('variants')
  const today = new Date()
  return (
    <div role="group" aria-label={label} className={css({ display: 'flex', gap: '2', overflowX: 'auto', pb: '1', mx: '-1', px: '1' })}>
      {Array.from({ length: days }, (_, i) => {
        const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + i, 12)
        const key = isoDay(d)
        return (
          <button key={key} type="button" aria-pressed={value === key} disabled={isOpen ? !isOpen(d) : false} onClick={() => onChange(key)} className={chip}>
            <span className={css({ fontSize: 'xs', textTransform: 'uppercase', fontWeight: 'semibold' })}>{i === 0 ? t('time.today') : weekday(d, i18n.language)}</span>
            <span className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{fromIsoDay(key).getDate()}</span>
          </button>
        )
      })}
    </div>
  )
}
