import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { SchemeChoices } from './scheme-choices'

/** Settings › Appearance: light, dark, or auto (follow the device). */
export function AppearanceSection({ className }: { className: string }) {
  const { t } = useTranslation('shell')
  return (
    <section className={className} aria-labelledby="appearance-title" data-testid="appearance">
      <h2 id="appearance-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t('appearance.title')}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '1', mb: '4', fontSize: 'sm' })}>{t('appearance.text')}</p>
      <SchemeChoices labelledBy="appearance-title" className={css({ maxW: 'md' })} />
    </section>
  )
}
