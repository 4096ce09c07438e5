import { useTranslation } from 'react-i18next'
import { DeferredControl } from '@/components/layout/deferred-control'
import { PlaceholderTrigger } from '@/components/layout/toolbar-button'
import { Icon } from '@/components/layout/icons'

const loadPanel = () => import('./shortcuts-panel').then((m) => m.ShortcutsPanel)

/** The toolbar's shortcuts button; the panel (its machine and the form) loads on first intent. */
export function ShortcutsButton() {
  const { t } = useTranslation('shell')
  return (
    <DeferredControl
      load={loadPanel}
      props={{}}
      placeholder={(intent) => (
        <PlaceholderTrigger label={t('shortcuts.open')} popup="dialog" testId="shortcuts-trigger" intent={intent}>
          <Icon name="layout-grid" />
        </PlaceholderTrigger>
      )}
    />
  )
}
