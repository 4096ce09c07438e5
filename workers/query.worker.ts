/// <reference lib="webworker" />
import * as Comlink from 'comlink'
import Dexie from 'dexie'
import { createDb } from '@/shared/db/database'
import { tableRevision } from '@/shared/db/mutate'
import { runQuery } from './query-engine'
import type { QueryWorkerApi } from './query-api'

const db = createDb()

interface WarmTable {
  revision: number
  rows: unknown[]
}

/** Tables held in memory, each valid for one revision of that table. */
const warm = new Map<string, WarmTable>()

// Another context wrote: drop what it touched at once, before the next query checks the revision.
Dexie.on('storagemutated', (parts: Record<string, unknown>) => {
  for (const key of Object.keys(parts)) {
    const table = key.split('/')[3]
    if (table) warm.delete(table)
  }
})

async function load(table: string, revision: number): Promise<WarmTable> {
  const held = warm.get(table)
  if (held && held.revision === revision) return held
  const current = await tableRevision(db, table)
  const rows = await db.table(table).toArray()
  const fresh = { revision: current, rows }
  warm.set(table, fresh)
  return fresh
}

const api: QueryWorkerApi = {
  async query(table, spec, revision) {
    const { rows } = await load(table, revision)
    return runQuery(rows as never[], spec)
  },
  async stats() {
    return Object.fromEntries([...warm].map(([t, w]) => [t, { revision: w.revision, rows: w.rows.length }]))
  },
}

// One worker serves several ports: the page's own and the one handed to the service worker.
self.addEventListener('message', (event: MessageEvent) => {
  if (event.data?.type === 'connect' && event.ports[0]) Comlink.expose(api, event.ports[0])
})
