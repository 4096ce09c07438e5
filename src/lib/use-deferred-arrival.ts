import { useDeferredValue } from 'react'

/**
 * A query's data once React has had a deferred pass to draw it: `undefined` until then. A query's answer
 * renders its readers synchronously (TanStack Query notifies through `useSyncExternalStore`), so a page's first
 * list of data is one long task; drawn from this, the list renders in a transition, which React builds in
 * slices between which the browser can paint and answer input. Later answers (the same key refetched, another
 * page with the previous one kept as placeholder) are not deferred: the list is already on screen.
 */
export function useDeferredArrival<T>(data: T | undefined): T | undefined {
  const arrived = useDeferredValue(data !== undefined)
  return arrived ? data : undefined
}
