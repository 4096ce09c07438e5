import { useSyncExternalStore } from 'react'

/** True while the screen is narrower than the theme's md breakpoint (960 px): phones and small tablets. */
export function useNarrow(): boolean {
  const query = '(max-width: 959.98px)'
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', listener)
      return () => list.removeEventListener('change', listener)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}
