import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'

/** Settings › Sync on a device whose origin names no server: its data stays here. */
export function LocalOnly() {
  const { t } = useTranslation('sync')
  return (
    <p className={css({ color: 'fg.muted', mt: '1', fontSize: 'sm' })} data-testid="sync-local-only">
      {t('settings.localOnly')}
    </p>
  )
}
