import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { DeferredControl } from '@/components/layout/deferred-control'
import { LANGUAGES } from '@/lib/i18n'
import { PlaceholderTrigger } from './toolbar-button'

const code = css({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minW: '7', h: '5', px: '1', borderRadius: 'md',
  fontSize: '2xs', fontWeight: 'bold', letterSpacing: 'wide', bg: 'bg.subtle', color: 'fg.default', borderWidth: '1px', borderColor: 'border.strong',
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

const loadMenu = () => import('./language-switcher').then((m) => m.LanguageSwitcher)

/** The toolbar's language button; its menu loads when the button is first pointed at, focused or pressed. */
export function LanguageButton() {
  const { current, label } = useCurrentLanguage()
  return (
    <DeferredControl
      load={loadMenu}
      props={{}}
      placeholder={(intent) => (
        <PlaceholderTrigger label={label} popup="menu" testId="language-trigger" intent={intent}>
          <LanguageCode id={current.id} />
        </PlaceholderTrigger>
      )}
    />
  )
}
