import { useState } from 'react'
import { Popover } from '@ark-ui/react/popover'
import { Portal } from '@ark-ui/react/portal'
import { Link } from '@tanstack/react-router'
import { AlertTriangle, Cloud, CloudOff, CloudUpload, RefreshCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { IndicatorState } from '../lib/status'
import { isJoined, useSyncStatus } from '../hooks/use-sync-status'
import { useConflictNotices } from '../hooks/use-conflict-notices'
import { ConflictList, SignInAgain, SyncSummary, WaitingList } from './sync-details'

const trigger = css({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: { base: '9', sm: '10' },
  h: { base: '9', sm: '10' },
  flexShrink: 0,
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  transition: 'background 150ms, color 150ms',
  _hover: { bg: 'bg.hover', color: 'fg.default' },
  '&[data-state=open]': { bg: 'bg.hover', color: 'fg.default' },
  '&[data-sync=attention]': { color: 'danger.text' },
  '&[data-sync=offline]': { color: 'warning.text' },
  '& > svg': { w: '5', h: '5' },
})

const badge = css({
  position: 'absolute',
  top: '0.5',
  right: '0.5',
  minW: '4.5',
  h: '4.5',
  px: '1',
  borderRadius: 'full',
  bg: 'accent.solid',
  color: 'accent.onSolid',
  fontSize: '2xs',
  fontWeight: 'bold',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: 1,
  boxShadow: '0 0 0 2px var(--colors-bg-surface)',
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
    <Popover.Root
      open={open}
      onOpenChange={(d) => setOpen(d.open)}
      positioning={{ placement: 'bottom-end', gutter: 8, overflowPadding: 8 }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger
        className={trigger}
        aria-label={label}
        title={label}
        data-testid="sync-trigger"
        data-sync={state}
        data-waiting={status.waitingCount}
      >
        <StateIcon state={state} />
        {count > 0 ? (
          <span className={badge} aria-hidden data-testid="sync-count">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className={css({ zIndex: 'popover' })}>
          <Popover.Content
            data-testid="sync-panel"
            className={css({
              w: 'min(24rem, calc(100vw - 1rem))',
              bg: 'bg.surface',
              color: 'fg.default',
              borderRadius: '2xl',
              boxShadow: '2xl',
              borderWidth: '1px',
              borderColor: 'border.default',
              overflow: 'hidden',
              outline: 'none',
              animation: 'slideInDown 150ms',
              zIndex: 'popover',
            })}
          >
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '1',
                pl: '5',
                pr: '3',
                py: '3',
                bg: 'accent.solid',
                color: 'accent.onSolid',
              })}
            >
              <Popover.Title className={css({ flex: 1, fontSize: 'md', fontWeight: 'semibold' })}>
                {t('title')}
              </Popover.Title>
              <Link
                to="/settings"
                hash="sync"
                onClick={close}
                className={css({ fontSize: 'sm', textDecoration: 'underline', color: 'accent.onSolid' })}
              >
                {t('settingsLink')}
              </Link>
            </div>
            <div className={css({ maxH: 'min(32rem, calc(100dvh - 10rem))', overflowY: 'auto' })}>
              <SyncSummary status={status} state={state} />
              {status.round?.status === 'unauthorized' ? <SignInAgain onNavigate={close} /> : null}
              <ConflictList status={status} onNavigate={close} />
              <WaitingList status={status} />
            </div>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  )
}
