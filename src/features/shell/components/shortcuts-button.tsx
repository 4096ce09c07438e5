import { useTranslation } from 'react-i18next'
import { DeferredControl } from '@/components/layout/deferred-control'
import { iconButton } from './toolbar-button'
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
        <button type="button" className={iconButton} aria-label={t('shortcuts.open')} aria-haspopup="dialog" aria-expanded={false} data-testid="shortcuts-trigger" {...intent}>
          <Icon name="layout-grid" />
        </button>
      )}
    />
  )
}
