import { useTranslation } from 'react-i18next'
import { DeferredControl } from '@/components/layout/deferred-control'
import { Icon } from '@/components/layout/icons'
import { PlaceholderTrigger } from '@/components/layout/toolbar-button'

const loadDrawer = () => import('./settings-drawer').then((m) => m.SettingsDrawer)

/**
 * The settings cog among the toolbar's buttons: a button floating over the page covered row actions,
 * dates and menus on phones. The drawer (themes, scheme, layouts with their previews) loads on first intent.
 */
export function SettingsButton() {
  const { t } = useTranslation('shell')
  return (
    <DeferredControl
      load={loadDrawer}
      props={{}}
      placeholder={(intent) => (
        <PlaceholderTrigger label={t('settings.open')} popup="dialog" testId="settings-trigger" intent={intent}>
          <Icon name="settings" />
        </PlaceholderTrigger>
      )}
    />
  )
}
