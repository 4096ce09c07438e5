import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toaster'
import { iconButton } from '@/components/layout/toolbar-button'
import { Icon } from '@/components/layout/icons'

export const FULLSCREEN_UNSUPPORTED = 'Fullscreen mode is not supported by this browser'

const subscribe = (listener: () => void) => {
  document.addEventListener('fullscreenchange', listener)
  return () => document.removeEventListener('fullscreenchange', listener)
}

/** Enters and leaves full screen; browsers without the API get the spec's error. */
export function FullscreenToggle() {
  const { t } = useTranslation('shell')
  const active = useSyncExternalStore(
    subscribe,
    () => document.fullscreenElement !== null,
    () => false,
  )
  const toggle = async () => {
    if (!document.fullscreenEnabled || typeof document.documentElement.requestFullscreen !== 'function') {
      console.error(FULLSCREEN_UNSUPPORTED)
      toast('error', t('fullscreen.unsupported'))
      return
    }
    try {
      if (document.fullscreenElement) await document.exitFullscreen()
      else await document.documentElement.requestFullscreen()
    } catch {
      toast('error', t('fullscreen.unsupported'))
    }
  }
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={active ? t('fullscreen.exit') : t('fullscreen.enter')}
      aria-pressed={active}
      data-testid="fullscreen-toggle"
      onClick={() => void toggle()}
    >
      {active ? <Icon name="minimize" /> : <Icon name="maximize" />}
    </button>
  )
}
