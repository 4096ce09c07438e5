import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'

/**
 * Settings › Sync (`#sync`): the frame of the section. Its content, the server, the device's state and
 * its controls, comes from the sync feature through the route (a feature never imports another).
 */
export function DeviceSyncSection({ className, children }: { className: string; children?: ReactNode }) {
  const { t } = useTranslation('shell')
  return (
    <section id="sync" className={className} aria-labelledby="device-sync-title" data-testid="device-sync">
      <h2 id="device-sync-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t('deviceSync.title')}
      </h2>
      {children ?? <p className={css({ color: 'fg.muted', mt: '1', fontSize: 'sm' })}>{t('deviceSync.localOnly')}</p>}
    </section>
  )
}
