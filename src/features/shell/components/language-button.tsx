import { DeferredControl } from '@/components/layout/deferred-control'
import { PlaceholderTrigger } from '@/components/layout/toolbar-button'
import { LanguageCode, useCurrentLanguage } from './language-code'

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
