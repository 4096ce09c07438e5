// npm run bench:sync: the sync server under many devices, on PostgreSQL. Not a test. Creates a fresh
// database on DATABASE_URL (default postgres://root@127.0.0.1:5432/test), seeds two tenants, starts the
// server as child processes (one, then two instances on the same database), and simulates staff devices
// over HTTP: each pushes its share of the changes, follows /sync/live and pulls on every signal, as the
// worker does. Writes bench-results/sync-<date>.md and .json; drops the database at the end.
// Options (env): BENCH_CHANGES (10000 per run), BENCH_DEVICES (10,50,200), BENCH_PORT (4420),
// BENCH_TWO_INSTANCES=0 (skip the runs on two instances), BENCH_BIG_PUSHES (20 timed 50-entry pushes),
// BENCH_LABEL (written to sync-<date>-<label>.md, so runs of one day keep their files).
// The 50-entry push alone: BENCH_CHANGES=0 BENCH_BIG_PUSHES=200 (devices stay live, nothing else pushes).
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import pg from 'pg'
import { coreSeeder } from '@seeds/core'
import { clinicSeeder, CLINIC_ACCOUNTS } from '@seeds/clinic/seeder'
import { migrate } from '../server/src/db/migrate'
import { openPostgres } from '../server/src/db/postgres'
import { createTenant } from '../server/src/tenants'
import { machineDetails } from './bench/report.mjs'
import { runDevices, type RunFigures } from './bench-sync/devices.mts'

const BASE_URL = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test'
const CHANGES = Number(process.env.BENCH_CHANGES ?? 10_000)
const DEVICE_COUNTS = (process.env.BENCH_DEVICES ?? '10,50,200').split(',').map(Number)
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4420)
const TENANTS = ['bench-a', 'bench-b'] as const
/** The second tenant's devices: there only to prove no row crosses tenants. */
const OTHER_TENANT_DEVICES = 5
const ACCOUNTS = [
  { email: 'hughes.brian@company.com', password: 'admin' },
  { email: CLINIC_ACCOUNTS.reception.email, password: CLINIC_ACCOUNTS.reception.password },
]

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: BASE_URL })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

function startInstance(url: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1', SYNC_TENANT: TENANTS[0] },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server on ${port} exited with ${code}`)))
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Sync server on')) resolve(child)
    })
  })
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })

const loadAtStart = loadavg().map((l) => +l.toFixed(2))
const options = Object.entries(process.env)
  .filter(([k]) => k.startsWith('BENCH_'))
  .map(([k, v]) => `${k}=${v}`)
  .join(' ')
const name = `bench_sync_${process.pid}`
const target = new URL(BASE_URL)
target.pathname = `/${name}`
const url = target.toString()
await adminQuery(`create database ${name}`)
const runs: Array<RunFigures & { instances: number }> = []
let postgresVersion = ''
try {
  const db = await openPostgres(url)
  await migrate(db)
  const now = new Date()
  for (const t of TENANTS) await createTenant(db, t, `Bench ${t}`, { seeders: [coreSeeder, clinicSeeder], now })
  postgresVersion = (await db.query<{ server_version: string }>('show server_version'))[0]!.server_version
  const plan: Array<{ devices: number; instances: number }> = [
    ...DEVICE_COUNTS.map((devices) => ({ devices, instances: 1 })),
    ...(process.env.BENCH_TWO_INSTANCES === '0'
      ? []
      : DEVICE_COUNTS.filter((d) => d >= 50).map((devices) => ({ devices, instances: 2 }))),
  ]
  for (const { devices, instances } of plan) {
    const servers = await Promise.all(Array.from({ length: instances }, (_, i) => startInstance(url, FIRST_PORT + i)))
    try {
      const origins = servers.map((_, i) => `http://127.0.0.1:${FIRST_PORT + i}`)
      console.info(
        `run: ${devices} devices (+${OTHER_TENANT_DEVICES} of ${TENANTS[1]}), ${instances} instance(s), ${CHANGES} changes`,
      )
      const figures = await runDevices({
        db,
        origins,
        tenants: TENANTS,
        accounts: ACCOUNTS,
        devices,
        otherDevices: OTHER_TENANT_DEVICES,
        changes: CHANGES,
      })
      console.info(JSON.stringify(figures))
      runs.push({ ...figures, instances })
    } finally {
      await Promise.all(servers.map(stop))
    }
  }
  await db.close()
} finally {
  await adminQuery(`drop database if exists ${name} with (force)`)
}

const machine = { ...machineDetails(), loadAtStart, postgres: postgresVersion }
const day = new Date().toISOString().slice(0, 10)
const file = `bench-results/sync-${day}${process.env.BENCH_LABEL ? `-${process.env.BENCH_LABEL}` : ''}`
mkdirSync('bench-results', { recursive: true })
writeFileSync(
  `${file}.json`,
  JSON.stringify(
    { at: new Date().toISOString(), command: `${options} npm run bench:sync`.trim(), machine, changes: CHANGES, runs },
    null,
    2,
  ),
)
const f = (v: number) => (Number.isFinite(v) ? v.toFixed(0) : '–')
const lines = [
  `# Sync server benchmark (${day})`,
  '',
  `\`npm run bench:sync\` (scripts/bench-sync.mts): ${CHANGES} changes per run pushed by staff devices of one tenant over HTTP`,
  `(contacts and notes created and updated, patients' and appointments' updates; 10 entries a push), every device following`,
  `/sync/live and pulling on each signal; ${OTHER_TENANT_DEVICES} devices of a second tenant do the same with their own changes.`,
  'The 50-entry push is timed apart: one device pushes 50-entry batches in turn while the others stay live.',
  'Convergence: from the answer to the last write until every device of the tenant has pulled up to it.',
  '',
  `Command: \`${`${options} npm run bench:sync`.trim()}\`.`,
  '',
  `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB; load at start ${loadAtStart.join(', ')}, at end ${machine.loadAverage.join(', ')};`,
  `Node ${machine.node}; PostgreSQL ${postgresVersion}; ${machine.os}. The machine is shared: other work ran meanwhile.`,
  '',
  '| devices | instances | push p50 / p95 ms | pull p50 / p95 ms | changes/s | 50-entry push p50 / p95 ms | converged in ms | rejected | cross-tenant rows |',
  '|---|---|---|---|---|---|---|---|---|',
  ...runs.map(
    (r) =>
      `| ${r.devices} | ${r.instances} | ${f(r.push.p50)} / ${f(r.push.p95)} | ${f(r.pull.p50)} / ${f(r.pull.p95)} | ${f(r.changesPerSecond)} | ${f(r.push50.p50)} / ${f(r.push50.p95)} | ${f(r.convergedMs)} | ${r.rejected} (${
        Object.entries(r.reasons)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ') || 'none'
      }) | ${r.crossTenant} |`,
  ),
  '',
]
writeFileSync(`${file}.md`, lines.join('\n'))
console.info(lines.join('\n'))
