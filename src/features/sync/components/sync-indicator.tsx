import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { AlertTriangle, Cloud, CloudOff, CloudUpload, RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { CountBadge } from '@/components/layout/toolbar-button'
import { ToolbarPanel } from '@/components/layout/toolbar-panel'
import type { IndicatorState } from '../lib/status'
import { isJoined, useSyncStatus } from '../hooks/use-sync-status'
import { useConflictNotices } from '../hooks/use-conflict-notices'
import { ConflictList, SignInAgain, SyncSummary, WaitingList } from './sync-details'

// The state's colour on the shared toolbar button.
const stateColour = css({
  '&[data-sync=attention]': { color: 'danger.text' },
  '&[data-sync=offline]': { color: 'warning.text' },
})

const spin = css({
  animation: 'spin 1s linear infinite',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
})

function StateIcon({ state }: { state: IndicatorState }) {
  if (state === 'attention') return <AlertTriangle aria-hidden />
  if (state === 'offline') return <CloudOff aria-hidden />
  if (state === 'syncing') return <RefreshCw aria-hidden className={spin} />
  if (state === 'waiting') return <CloudUpload aria-hidden />
  return <Cloud aria-hidden />
}

/**
 * The toolbar's sync status, only on a device that syncs with a server: one icon for synced, syncing,
 * offline, changes waiting (with their count) or needs attention, and a panel with the details and
 * "Sync now". It reads the device's database live, so it is right offline and without polling.
 */
export default function SyncIndicator() {
  const { t } = useTranslation('sync')
  const { status, state } = useSyncStatus()
  const [open, setOpen] = useState(false)
  useConflictNotices(isJoined(status) ? status.conflicts : [])
  if (!isJoined(status) || !state) return null
  const label = t(`state.${state}`, { count: status.waitingCount })
  const count = state === 'attention' ? status.conflicts.length : status.waitingCount
  const close = () => setOpen(false)
  return (
    <ToolbarPanel
      open={open}
      onOpenChange={setOpen}
      label={label}
      icon={<StateIcon state={state} />}
      badge={<CountBadge count={count} testId="sync-count" />}
      title={t('title')}
      actions={
        <Link
          to="/settings"
          hash="sync"
          onClick={close}
          className={css({ fontSize: 'sm', textDecoration: 'underline', color: 'accent.onSolid' })}
        >
          {t('settingsLink')}
        </Link>
      }
      testId="sync"
      trigger={{
        className: stateColour,
        title: label,
        data: { 'data-sync': state, 'data-waiting': status.waitingCount },
      }}
    >
      <SyncSummary status={status} state={state} />
      {status.round?.status === 'unauthorized' ? <SignInAgain onNavigate={close} /> : null}
      <ConflictList status={status} onNavigate={close} />
      <WaitingList status={status} />
    </ToolbarPanel>
  )
}
