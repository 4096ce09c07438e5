import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { LANGUAGES } from '@/lib/i18n'

// Shared by the toolbar's look-alike button and the menu it loads, apart from both so neither imports the other.
const code = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '7',
  h: '5',
  px: '1',
  borderRadius: 'md',
  fontSize: '2xs',
  fontWeight: 'bold',
  letterSpacing: 'wide',
  bg: 'bg.subtle',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.strong',
})

/** A language's short code as the toolbar shows it. */
export function LanguageCode({ id }: { id: string }) {
  return <span className={code}>{id.toUpperCase()}</span>
}

/** The language in use and the trigger's accessible name, shared by the button and its menu. */
export function useCurrentLanguage() {
  const { t, i18n } = useTranslation('shell')
  const current = LANGUAGES.find((l) => l.id === i18n.resolvedLanguage) ?? LANGUAGES[0]
  return { current, label: t('language.label', { language: current.title }) }
}
