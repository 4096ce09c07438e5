import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'

/** Removes the boot splash once the first navigation has finished. */
export function SplashHider() {
  const resolved = useRouterState({ select: (s) => s.status === 'idle' && !s.isLoading })
  useEffect(() => {
    if (resolved) document.getElementById('splash')?.remove()
  }, [resolved])
  return null
}
