// The sync server for sync.spec.ts: the built app and its server on one origin, on a database of its own.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

export interface SyncServer {
  url: string
  /** Its database's URL on PostgreSQL (DATABASE_URL set); undefined on PGlite. */
  databaseUrl?: string
  /**
   * Runs SQL on the server's database, PGlite or PostgreSQL alike, through its test-only route
   * (`server/src/e2e-sql.ts`, there only because this harness starts it with SYNC_E2E_SQL=1).
   */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>
  start(): Promise<void>
  /** Kills the process at once (SIGKILL): no shutdown, as a crash or a pulled plug. */
  kill(): Promise<void>
  dispose(): Promise<void>
}

/** A fresh database: PGlite in a new temp folder, or a new database on the PostgreSQL at DATABASE_URL. */
async function freshDatabase(): Promise<{ env: Record<string, string>; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL
  if (!base) {
    const dir = mkdtempSync(join(tmpdir(), 'sync-e2e-'))
    return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const name = `sync_e2e_${Date.now()}_${process.pid}`
  const admin = new pg.Client({ connectionString: base })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    env: { DATABASE_URL: url.href },
    drop: async () => {
      const c = new pg.Client({ connectionString: base })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

export async function syncServer(port: number, appDir = process.env.E2E_DIST ?? 'dist'): Promise<SyncServer> {
  const db = await freshDatabase()
  const url = `http://localhost:${port}`
  let child: ChildProcess | undefined
  let output = ''
  const server: SyncServer = {
    url,
    databaseUrl: db.env.DATABASE_URL,
    async sql<T>(text: string, params: unknown[] = []) {
      const res = await fetch(`${url}/test/sql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text, params }),
      })
      if (!res.ok) throw new Error(`test sql: ${res.status} ${await res.text()}`)
      return ((await res.json()) as { rows: T[] }).rows
    },
    async start() {
      output = ''
      child = spawn(
        process.execPath,
        ['--import', 'tsx', 'server/src/main.ts', '--app', appDir, '--port', String(port)],
        {
          env: { ...process.env, ...db.env, HOST: '127.0.0.1', SYNC_E2E_SQL: '1' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      )
      child.stdout!.on('data', (d) => (output += String(d)))
      child.stderr!.on('data', (d) => (output += String(d)))
      // The first start seeds the demo tenant: long on a busy machine.
      for (const end = Date.now() + 240_000; Date.now() < end; await new Promise((r) => setTimeout(r, 250))) {
        if (child.exitCode !== null) throw new Error(`sync server exited:\n${output}`)
        const ok = await fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        )
        if (ok) return
      }
      throw new Error(`sync server did not start:\n${output}`)
    },
    async kill() {
      const c = child
      if (!c || c.exitCode !== null) return
      const exited = new Promise((r) => c.once('exit', r))
      c.kill('SIGKILL')
      await exited
    },
    async dispose() {
      await server.kill()
      await db.drop()
    },
  }
  return server
}
