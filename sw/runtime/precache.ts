/// <reference lib="webworker" />
import { PrecacheController, PrecacheRoute, type InstallResult, type PrecacheEntry } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'

/** Downloads at a time while installing: enough to hide the per-request latency, few enough for a phone. */
export const INSTALL_CONCURRENCY = 6

/**
 * Workbox installs precache entries one at a time (workbox issue 2528, a quota problem of old browsers).
 * With some 300 code-split chunks that kept a first visit uncontrolled for seconds; this controller fetches
 * them a few at a time through the same strategy, so cache keys, integrity and the update path stay
 * Workbox's. Entries already in the cache are not fetched again (the strategy looks there first).
 */
class ParallelPrecacheController extends PrecacheController {
  private readonly modes = new Map<string, RequestCache>()

  remember(entries: Array<string | PrecacheEntry>) {
    for (const entry of entries) {
      const url = new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href
      // As Workbox: a revisioned entry must skip the HTTP cache, a hashed one may use it.
      this.modes.set(url, typeof entry !== 'string' && entry.revision ? 'reload' : 'default')
    }
  }

  override install(event: ExtendableEvent): Promise<InstallResult> {
    const queue = [...this.getURLsToCacheKeys()]
    const fetchNext = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [url, cacheKey] = next
        const request = new Request(url, {
          integrity: this.getIntegrityForCacheKey(cacheKey),
          cache: this.modes.get(url) ?? 'default',
          credentials: 'same-origin',
        })
        await Promise.all(this.strategy.handleAll({ params: { cacheKey }, request, event }))
      }
    }
    const done = Promise.all(Array.from({ length: INSTALL_CONCURRENCY }, fetchNext)).then((): InstallResult => ({
      updatedURLs: [],
      notUpdatedURLs: [],
    }))
    event.waitUntil(done)
    return done
  }
}

/** Precaches `entries`, answers them from the cache, and returns the controller (for the navigation fallback). */
export function precacheInParallel(entries: Array<string | PrecacheEntry>): PrecacheController {
  const controller = new ParallelPrecacheController()
  controller.remember(entries)
  controller.precache(entries)
  registerRoute(new PrecacheRoute(controller))
  return controller
}
