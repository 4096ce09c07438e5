import type { QueryResult, QuerySpec } from './query-engine'

/** What the query worker exposes over each MessagePort handed to it (Comlink). */
export interface QueryWorkerApi {
  /** Runs `spec` over `table` as it is at `revision` (the writer's revision counter of that table). */
  query<T>(table: string, spec: QuerySpec, revision: number): Promise<QueryResult<T>>
  /** Answers at once, even while a table loads: tells a slow worker from a dead one. */
  ping(): Promise<true>
  /** Tables held warm, their revisions and caches: for tests and the benchmark. */
  stats(): Promise<Record<string, { revision: number; rows: number; orders: number; searchKeys: number }>>
}

export type QueryPortMessage = { type: 'query-port' }
export type NeedPortMessage = { type: 'need-port' }
export type ConnectMessage = { type: 'connect' }
