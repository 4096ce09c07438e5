import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'

/**
 * Settings › Sync: where this device's data lives. The device's sync client (sw/sync/) is not started yet,
 * so for now this says the data stays on the device; the sync work replaces the body of this section
 * with the server, its state and its controls (docs/sync.md).
 */
export function DeviceSyncSection({ className }: { className: string }) {
  const { t } = useTranslation('shell')
  return (
    <section id="sync" className={className} aria-labelledby="device-sync-title" data-testid="device-sync">
      <h2 id="device-sync-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t('deviceSync.title')}</h2>
      <p className={css({ color: 'fg.muted', mt: '1', fontSize: 'sm' })}>{t('deviceSync.localOnly')}</p>
    </section>
  )
}
