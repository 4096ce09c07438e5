import type Dexie from 'dexie'
import * as Comlink from 'comlink'
import { tableRevision } from '@/shared/db/mutate'
import { runQuery, type QuerySpec } from '@workers/query-engine'
import type { QueryWorkerApi } from '@workers/query-api'
import type { QueryRunner } from '../router/types'

const CALL_TIMEOUT_MS = 3000

/** Warm engines of the pages, by client id; an entry goes when its port stops answering. */
const engines = new Map<string, Comlink.Remote<QueryWorkerApi>>()

export function attachEngine(clientId: string, port: MessagePort): void {
  engines.set(clientId, Comlink.wrap<QueryWorkerApi>(port))
}

export function detachEngine(clientId: string): void {
  engines.get(clientId)?.[Comlink.releaseProxy]?.()
  engines.delete(clientId)
}

export const engineCount = () => engines.size

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('query worker timed out')), ms)
    promise.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e) => (clearTimeout(timer), reject(e)),
    )
  })
}

/** The cold path: read the whole table and run the engine here. */
export const coldQuery =
  (db: Dexie): QueryRunner =>
  async (table, spec) =>
    runQuery(await db.table(table).toArray(), spec) as never

/**
 * A runner for one request: the requesting page's warm worker when it has one, else the cold path.
 * A port that fails or hangs is dropped and the page is asked for a new one.
 */
export function queryRunnerFor(db: Dexie, clientId: string, askForPort: (clientId: string) => void): QueryRunner {
  const cold = coldQuery(db)
  return (async (table: string, spec: QuerySpec) => {
    const engine = clientId ? engines.get(clientId) : undefined
    if (!engine) {
      if (clientId) askForPort(clientId)
      return cold(table, spec)
    }
    try {
      const revision = await tableRevision(db, table)
      return await withTimeout(engine.query(table, spec, revision), CALL_TIMEOUT_MS)
    } catch {
      detachEngine(clientId)
      askForPort(clientId)
      return cold(table, spec)
    }
  }) as QueryRunner
}
