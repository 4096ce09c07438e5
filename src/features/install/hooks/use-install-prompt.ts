import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { OPEN_DELAY_MS, installStore, isDismissed, isIos, isStandalone, rememberDismissal } from './install-store'

export type InstallMode = 'android' | 'ios' | null

/**
 * Which install prompt to show: the bar when the browser offers installation (Android, desktop
 * Chromium), the Safari instructions on iOS outside the installed app; each opens 1 s after its trigger,
 * and never again once dismissed.
 */
export function useInstallPrompt() {
  const offer = useSyncExternalStore(installStore.subscribe, installStore.get, installStore.get)
  const [mode, setMode] = useState<InstallMode>(null)
  const [dismissed, setDismissed] = useState(isDismissed)

  useEffect(() => {
    if (dismissed) return
    const trigger: { mode: InstallMode; at: number } | null = offer
      ? { mode: 'android', at: offer.at }
      : isIos() && !isStandalone()
        ? { mode: 'ios', at: Date.now() }
        : null
    if (!trigger) {
      setMode(null)
      return
    }
    const timer = setTimeout(() => setMode(trigger.mode), Math.max(0, OPEN_DELAY_MS - (Date.now() - trigger.at)))
    return () => clearTimeout(timer)
  }, [offer, dismissed])

  const dismiss = useCallback(() => {
    rememberDismissal()
    setDismissed(true)
    setMode(null)
  }, [])

  const install = useCallback(async () => {
    const event = installStore.take()
    setMode(null)
    if (!event) return
    await event.prompt()
    const choice = await event.userChoice
    if (choice.outcome === 'dismissed') dismiss()
  }, [dismiss])

  return { mode: dismissed ? null : mode, install, dismiss }
}
