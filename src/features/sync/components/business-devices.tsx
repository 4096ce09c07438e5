import { useQuery } from '@tanstack/react-query'
import { MonitorSmartphone } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api/client'
import { useDateFormat } from '@/lib/use-date-format'
import { listDevices } from '../api/sync-actions'

const title = css({ fontSize: 'sm', fontWeight: 'semibold', mb: '2' })
const list = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'xl', overflow: 'hidden' })
const row = css({
  display: 'flex',
  gap: '3',
  alignItems: 'center',
  px: '4',
  py: '3',
  '&:not(:first-child)': { borderTopWidth: '1px', borderColor: 'border.default' },
})
const muted = css({ fontSize: 'xs', color: 'fg.muted', overflowWrap: 'anywhere' })
const badge = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'accent.subtle',
  color: 'accent.text',
  flexShrink: 0,
})

/**
 * The business's devices as the server records them (name, who uses it, last seen), for the admin: the list
 * lives on the server, so offline it says so and offers to try again.
 */
export function BusinessDevices() {
  const { t } = useTranslation('sync')
  const fmt = useDateFormat()
  const devices = useQuery({ queryKey: ['sync', 'devices'], queryFn: listDevices, retry: false })
  return (
    <section aria-labelledby="business-devices-title" data-testid="business-devices">
      <h3 id="business-devices-title" className={title}>
        {t('devices.title')}
      </h3>
      {devices.isPending ? (
        <Spinner size={16} />
      ) : devices.isError ? (
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })} role="alert">
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {devices.error instanceof ApiError && devices.error.status === 502
              ? t('devices.unreachable')
              : devices.error.message}
          </p>
          <Button size="sm" variant="outline" onClick={() => void devices.refetch()}>
            {t('devices.retry')}
          </Button>
        </div>
      ) : (
        <ul className={list}>
          {devices.data.devices.map((device) => (
            <li key={device.clientId} className={row} data-testid="business-device">
              <MonitorSmartphone size={18} aria-hidden className={css({ color: 'fg.muted', flexShrink: 0 })} />
              <div className={css({ flex: 1, minW: 0 })}>
                <p className={css({ fontWeight: 'medium', overflowWrap: 'anywhere' })}>
                  {device.name ?? t('devices.unnamed')}
                </p>
                <p className={muted}>
                  {t('devices.usedBy', {
                    who: device.accountName ?? device.accountEmail ?? '—',
                    role: t(`devices.roles.${device.role}`, { defaultValue: device.role }),
                  })}
                  {' · '}
                  {t('devices.lastSeen', { when: fmt(new Date(device.lastSeen), 'PPp') })}
                </p>
              </div>
              {device.thisDevice ? <span className={badge}>{t('devices.thisDevice')}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
