import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Icon } from '@/components/layout/icons'
import { SCHEMES, useThemePrefs, type Scheme } from '@/lib/theme'
import { useSchemeChange } from '../hooks/use-scheme-change'

const ICON: Record<Scheme, 'sun' | 'moon' | 'sun-moon'> = { light: 'sun', dark: 'moon', auto: 'sun-moon' }

/** A pressed-or-not option button, as the settings drawer and Settings › Appearance show their choices. */
export const choice = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  h: '10',
  px: '3',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.strong',
  fontSize: 'sm',
  fontWeight: 'medium',
  cursor: 'pointer',
  bg: 'bg.surface',
  transition: 'all 150ms',
  _hover: { bg: 'bg.hover' },
  '& svg': { w: '4', h: '4' },
  '&[aria-pressed=true]': {
    borderColor: 'accent.solid',
    bg: 'accent.subtle',
    color: 'accent.text',
    boxShadow: '0 0 0 1px var(--colors-accent-solid)',
  },
})

/**
 * Light, dark or auto (follow the device), one pressed. The drawer's buttons carry test ids; the
 * settings page's do not, so that a test finds one of each when both are on screen.
 */
export function SchemeChoices({
  labelledBy,
  className,
  testIds = false,
}: {
  labelledBy: string
  className?: string
  testIds?: boolean
}) {
  const { t } = useTranslation('shell')
  const { scheme } = useThemePrefs()
  const changeScheme = useSchemeChange()
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      className={cx(css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2' }), className)}
    >
      {SCHEMES.map((value) => (
        <button
          key={value}
          type="button"
          className={choice}
          aria-pressed={scheme === value}
          data-testid={testIds ? `scheme-${value}` : undefined}
          title={value === 'auto' ? t('settings.autoHint') : undefined}
          onClick={() => void changeScheme(value)}
        >
          <Icon name={ICON[value]} />
          {t(`settings.${value}`)}
        </button>
      ))}
    </div>
  )
}
