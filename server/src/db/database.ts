/**
 * The one interface the server speaks to PostgreSQL through, whether the database is a real server
 * (node-postgres) or the embedded PGlite. Every query is plain SQL that both run unchanged.
 */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>
  /** Runs a script of several statements (a migration file), without parameters. */
  exec(script: string): Promise<void>
}

export interface Database extends Sql {
  readonly kind: 'postgres' | 'pglite'
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>
  /** Listens on a NOTIFY channel; answers a function that stops listening. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/** A PostgreSQL error as both drivers report it: SQLSTATE code and, for constraint errors, its name. */
export interface PgError {
  code?: string
  constraint?: string
  message: string
}

export const isPgError = (e: unknown, code: string): e is PgError =>
  typeof e === 'object' && e !== null && (e as PgError).code === code

export const UNIQUE_VIOLATION = '23505'
export const EXCLUSION_VIOLATION = '23P01'
