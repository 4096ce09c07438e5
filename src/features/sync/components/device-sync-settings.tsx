import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useSession } from '@/lib/use-session'
import { isJoined, useSyncStatus } from '../hooks/use-sync-status'
import { ConflictList, SignInAgain, SyncSummary, WaitingList } from './sync-details'
import { BusinessDevices } from './business-devices'
import { DeviceNameForm } from './device-name-form'
import { LeaveServer } from './leave-server'
import { LocalOnly } from './local-only'

const term = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.muted',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
})
const box = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'xl', overflow: 'hidden' })
const joinLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  h: '10',
  px: '4',
  mt: '3',
  borderRadius: 'lg',
  fontWeight: 'semibold',
  bg: 'accent.solid',
  color: 'accent.onSolid',
  _hover: { bg: 'accent.solidHover' },
})

/**
 * Settings › Sync: which server and business this device syncs with and as whom, its state and changes,
 * its name on the server, and leaving; on a device that does not sync yet, the way to join (signing in to
 * the server, which the normal sign-in does). A build without a server says the data stays here.
 */
export default function DeviceSyncSettings() {
  const { t } = useTranslation('sync')
  const { status, state } = useSyncStatus()
  const user = useSession().user
  if (!status) return null
  if (!status.config) return <LocalOnly />
  const server = new URL(status.config.server).host
  if (!isJoined(status) || !state) {
    return (
      <div data-testid="sync-not-joined">
        <p className={css({ color: 'fg.muted', mt: '1', fontSize: 'sm' })}>
          {t('settings.notJoined', { server, tenant: status.config.tenant })}
        </p>
        <Link to="/unlock-session" search={{ redirect: '/settings#sync' }} className={joinLink} data-testid="sync-join">
          {t('settings.join')}
        </Link>
      </div>
    )
  }
  return (
    <div className={css({ display: 'grid', gap: '5', mt: '3' })} data-testid="sync-joined">
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          gap: '4',
        })}
      >
        <div>
          <dt className={term}>{t('settings.server')}</dt>
          <dd data-testid="sync-server">{server}</dd>
        </div>
        <div>
          <dt className={term}>{t('settings.business')}</dt>
          <dd data-testid="sync-tenant">{status.session.tenant}</dd>
        </div>
        <div>
          <dt className={term}>{t('settings.account')}</dt>
          <dd data-testid="sync-account">{user ? `${user.name} (${user.email})` : status.session.account.id}</dd>
        </div>
      </dl>
      <div className={box}>
        <SyncSummary status={status} state={state} />
        {status.round?.status === 'unauthorized' ? <SignInAgain /> : null}
        <ConflictList status={status} />
        <WaitingList status={status} />
      </div>
      <DeviceNameForm key={status.deviceName ?? ''} current={status.deviceName} />
      {user?.role === 'admin' ? <BusinessDevices /> : null}
      <div>
        <p className={css({ fontSize: 'sm', color: 'fg.muted', mb: '2' })}>{t('settings.leaveText')}</p>
        <LeaveServer />
      </div>
    </div>
  )
}
