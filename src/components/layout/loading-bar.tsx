import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { requestTracker } from '@/lib/api/request-tracker'
import { loadingBar } from './loading-bar-store'

const subscribeRequests = (listener: () => void) => requestTracker.subscribe(() => listener())

/** A thin bar at the top of the window while any tracked request is in flight. */
export function LoadingBar() {
  const { t } = useTranslation()
  const inFlight = useSyncExternalStore(subscribeRequests, requestTracker.get, requestTracker.get)
  const { mode, progress } = useSyncExternalStore(loadingBar.subscribe, loadingBar.get, loadingBar.get)
  if (inFlight === 0) return null
  const determinate = mode === 'determinate'
  return (
    <div
      role="progressbar"
      aria-label={t('loading')}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? progress : undefined}
      data-testid="loading-bar"
      className={css({
        position: 'fixed',
        top: 0,
        insetX: 0,
        h: '3px',
        zIndex: 'max',
        overflow: 'hidden',
        bg: 'accent.muted',
        pointerEvents: 'none',
      })}
    >
      <div
        className={css({
          h: 'full',
          bg: 'accent.solid',
          transformOrigin: 'left',
          '&[data-mode=indeterminate]': { w: '40%', animation: 'loadingSlide 1.1s ease-in-out infinite' },
          '&[data-mode=determinate]': { w: 'full', transition: 'transform 200ms' },
        })}
        data-mode={mode}
        style={determinate ? { transform: `scaleX(${progress / 100})` } : undefined}
      />
    </div>
  )
}
