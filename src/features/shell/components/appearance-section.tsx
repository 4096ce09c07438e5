import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Icon } from '@/components/layout/icons'
import { SCHEMES, useThemePrefs, type Scheme } from '@/lib/theme'
import { useSchemeChange } from '../hooks/use-scheme-change'

const ICON: Record<Scheme, 'sun' | 'moon' | 'sun-moon'> = { light: 'sun', dark: 'moon', auto: 'sun-moon' }

const choice = css({
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
  _hover: { bg: 'bg.hover' },
  '& svg': { w: '4', h: '4' },
  '&[aria-pressed=true]': {
    borderColor: 'accent.solid',
    bg: 'accent.subtle',
    color: 'accent.text',
    boxShadow: '0 0 0 1px var(--colors-accent-solid)',
  },
})

/** Settings › Appearance: light, dark, or auto (follow the device). */
export function AppearanceSection({ className }: { className: string }) {
  const { t } = useTranslation('shell')
  const { scheme } = useThemePrefs()
  const changeScheme = useSchemeChange()
  return (
    <section className={className} aria-labelledby="appearance-title" data-testid="appearance">
      <h2 id="appearance-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t('appearance.title')}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '1', mb: '4', fontSize: 'sm' })}>{t('appearance.text')}</p>
      <div
        role="group"
        aria-labelledby="appearance-title"
        className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2', maxW: 'md' })}
      >
        {SCHEMES.map((value) => (
          <button
            key={value}
            type="button"
            className={choice}
            aria-pressed={scheme === value}
            onClick={() => void changeScheme(value)}
          >
            <Icon name={ICON[value]} />
            {t(`settings.${value}`)}
          </button>
        ))}
      </div>
    </section>
  )
}
