/// <reference lib="webworker" />
import { cleanupOutdatedCaches } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { ROUTES } from './handlers'
import { verifyToken } from './auth/tokens'
import { apiPath, dispatch, isApiRequest } from './router/dispatch'
import { db, ensureReady } from './runtime/database'
import { precacheInParallel } from './runtime/precache'
import { attachEngine, detachEngine, queryRunnerFor } from './runtime/query-runner'
import { startWorkerSync } from './sync/worker'

declare const self: ServiceWorkerGlobalScope

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const changes = new BroadcastChannel('api-changes')
// The contract's quirks: search is a POST that only reads (announcing it would make every tab refetch,
// its search included, forever), and mark-all-as-read is a GET that writes.
const READING_POSTS = new Set(['api/common/search'])
const changesData = (method: string, path = '') =>
  (WRITE_METHODS.has(method) && !READING_POSTS.has(path)) || path.endsWith('/mark-all-as-read')

// Sync with the app's server, if it has one (docs/sync.md); its rounds announce what they changed as writes do.
const sync = startWorkerSync(self, db, ensureReady, () =>
  changes.postMessage({ type: 'api-changed', method: 'SYNC', path: 'sync' }),
)

async function askForPort(clientId: string) {
  const client = await self.clients.get(clientId)
  client?.postMessage({ type: 'need-port' })
}

async function answer(event: FetchEvent): Promise<Response> {
  try {
    await ensureReady()
  } catch (error) {
    return new Response(JSON.stringify({ error: `Database unavailable: ${String(error)}` }), {
      status: 503,
      headers: { 'content-type': 'application/json' },
    })
  }
  const request = event.request
  const response = await dispatch(request, {
    routes: ROUTES,
    ctx: { db, query: queryRunnerFor(db, event.clientId, askForPort), now: () => new Date() },
    verify: (token) => verifyToken(db, token),
  })
  const path = apiPath(new URL(request.url))
  if (changesData(request.method, path) && response.ok) {
    changes.postMessage({ type: 'api-changed', method: request.method, path })
    sync.afterWrite()
  }
  return response
}

// Registered before Workbox's routes so that no api/* request ever reaches the network.
self.addEventListener('fetch', (event) => {
  if (!isApiRequest(event.request, self.location.origin)) return
  event.respondWith(answer(event))
})

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | undefined
  const source = event.source as Client | null
  if (data?.type === 'query-port' && source && event.ports[0]) attachEngine(source.id, event.ports[0])
  else if (data?.type === 'claim') event.waitUntil(self.clients.claim())
  else if (data?.type === 'SKIP_WAITING') void self.skipWaiting()
  else if (data?.type === 'client-closing' && source) detachEngine(source.id)
  else if (data?.type === 'online') sync.online()
  // 'keep-awake' needs no answer: receiving it restarts the browser's idle clock (src/app/service-worker.ts).
})

self.addEventListener('activate', (event) => {
  // Claim at once so the first visit is controlled; seeding goes on while the page boots.
  event.waitUntil(Promise.all([self.clients.claim(), ensureReady().catch(() => undefined)]))
})

cleanupOutdatedCaches()
const precache = precacheInParallel(self.__WB_MANIFEST)
registerRoute(new NavigationRoute(precache.createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }))
