import type Dexie from 'dexie'
import * as Comlink from 'comlink'
import { tableRevision } from '@/shared/db/mutate'
import { runQuery, type QuerySpec } from '@workers/query-engine'
import { readTable } from '@workers/table-source'
import type { QueryWorkerApi } from '@workers/query-api'
import type { QueryRunner } from '../router/types'

/**
 * A call to a terminated worker never settles, so every call gets a deadline. Past it the request is
 * answered cold; the worker keeps loading (a first load of 100,000 rows on a busy machine can take
 * longer) and is dropped only if it does not answer a ping either.
 */
export const CALL_TIMEOUT_MS = 3000
export const PING_TIMEOUT_MS = 1500

type Engine = Pick<Comlink.Remote<QueryWorkerApi>, 'query' | 'ping'> & { [Comlink.releaseProxy]?: () => void }

/** Warm engines of the pages, by client id; an entry goes when its port stops answering. */
const engines = new Map<string, Engine>()

export function attachEngine(clientId: string, port: MessagePort): void {
  detachEngine(clientId)
  engines.set(clientId, Comlink.wrap<QueryWorkerApi>(port))
}

/** For tests: an engine that is not behind a port. */
export function attachEngineObject(clientId: string, engine: Engine): void {
  engines.set(clientId, engine)
}

export function detachEngine(clientId: string): void {
  try {
    engines.get(clientId)?.[Comlink.releaseProxy]?.()
  } catch {
    // A proxy over a dead port may refuse to release; it is dropped either way.
  }
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

/** The cold path: read the whole table (in the warm worker's base order) and run the engine here. */
export const coldQuery =
  (db: Dexie): QueryRunner =>
  async (table, spec) => {
    const { rows } = await readTable(db, table)
    return { ...runQuery(rows, spec), source: 'cold' } as never
  }

export interface RunnerOptions {
  timeoutMs?: number
  pingTimeoutMs?: number
}

/**
 * A runner for one request: the requesting page's warm worker when it has one, else the cold path.
 * A worker that fails, or is too slow and does not answer a ping, is dropped and the page is asked for
 * a new port (`need-port`).
 */
export function queryRunnerFor(
  db: Dexie,
  clientId: string,
  askForPort: (clientId: string) => void,
  options: RunnerOptions = {},
): QueryRunner {
  const cold = coldQuery(db)
  return (async (table: string, spec: QuerySpec) => {
    const engine = clientId ? engines.get(clientId) : undefined
    if (!engine) {
      if (clientId) askForPort(clientId)
      return cold(table, spec)
    }
    try {
      const revision = await tableRevision(db, table)
      const result = await withTimeout(engine.query(table, spec, revision), options.timeoutMs ?? CALL_TIMEOUT_MS)
      return { ...result, source: 'warm' }
    } catch {
      const alive = await withTimeout(
        Promise.resolve().then(() => engine.ping()),
        options.pingTimeoutMs ?? PING_TIMEOUT_MS,
      ).then(
        () => true,
        () => false,
      )
      if (!alive) {
        if (engines.get(clientId) === engine) detachEngine(clientId)
        askForPort(clientId)
      }
      return cold(table, spec)
    }
  }) as QueryRunner
}
