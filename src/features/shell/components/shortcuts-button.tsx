import { useTranslation } from 'react-i18next'
import { LayoutGrid } from 'lucide-react'
import { DeferredControl } from '@/components/layout/deferred-control'
import { iconButton } from './toolbar-button'

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
          <LayoutGrid />
        </button>
      )}
    />
  )
}
