/// <reference lib="webworker" />
import * as Comlink from 'comlink'
import Dexie from 'dexie'
import { createDb } from '@/shared/db/database'
import { createWarmEngine } from './warm-engine'
import type { ConnectMessage } from './query-api'

const engine = createWarmEngine(createDb())

// Another context wrote: drop what it touched at once; the revision check catches anything missed.
Dexie.on('storagemutated', (parts: Record<string, unknown>) => engine.onMutated(parts))

// One worker serves several ports: the page's own and the one handed to the service worker.
self.addEventListener('message', (event: MessageEvent<ConnectMessage | undefined>) => {
  if (event.data?.type === 'connect' && event.ports[0]) Comlink.expose(engine, event.ports[0])
})
