import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { DeferredControl } from '@/components/layout/deferred-control'
import { Icon } from '@/components/layout/icons'

/** The cog on the window's right edge; beside quick chat's bar on wide screens when that bar is there. */
export const cogButton = (offsetRight: boolean) =>
  css({
    position: 'fixed', top: '40%', right: offsetRight ? { base: 0, lg: '16' } : 0, zIndex: 'sticky', display: 'flex', alignItems: 'center', justifyContent: 'center',
    w: '10', h: '10', borderLeftRadius: 'lg', bg: 'accent.solid', color: 'accent.onSolid', boxShadow: 'lg', cursor: 'pointer', opacity: 0.92,
    _hover: { opacity: 1 }, '& svg': { w: '5', h: '5', animation: 'spin 6s linear infinite' },
  })

const loadDrawer = () => import('./settings-drawer').then((m) => m.SettingsDrawer)

/** The settings cog; the drawer (themes, scheme, layouts with their previews) loads on first intent. */
export function SettingsButton({ offsetRight = false }: { offsetRight?: boolean }) {
  const { t } = useTranslation('shell')
  return (
    <DeferredControl
      load={loadDrawer}
      props={{ offsetRight }}
      placeholder={(intent) => (
        <button type="button" className={cogButton(offsetRight)} aria-label={t('settings.open')} aria-haspopup="dialog" aria-expanded={false} data-testid="settings-trigger" {...intent}>
          <Icon name="settings" />
        </button>
      )}
    />
  )
}
