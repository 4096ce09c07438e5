import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Takes the boot splash away: the app's own screen is there. */
export const hideSplash = () => document.getElementById('splash')?.remove()

/** Removes the boot splash once the first navigation has finished. */
export function SplashHider() {
  const resolved = useRouterState({ select: (s) => s.status === 'idle' && !s.isLoading })
  useEffect(() => {
    if (resolved) hideSplash()
  }, [resolved])
  return null
}
