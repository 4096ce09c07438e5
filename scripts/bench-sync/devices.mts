// The simulated devices of scripts/bench-sync.mts: each signs in, keeps its own copy of the rows it
// writes, pushes its share of the changes, follows /sync/live and pulls on every signal.
import type { Database } from '../../server/src/db/database'
import { percentile } from '../bench/report.mjs'

type Row = Record<string, unknown> & { id: string; version: number }
interface Change {
  table: string
  id: string
  deleted: boolean
  row: Row | null
}

export interface RunFigures {
  devices: number
  push: { p50: number; p95: number; count: number }
  pull: { p50: number; p95: number; count: number }
  push50: { p50: number; p95: number; count: number }
  /** Entries pushed in the timed phase, both tenants (a row written twice before a push is one entry). */
  entries: number
  changesPerSecond: number
  convergedMs: number
  rejected: number
  /** Rejections by reason (stale: another device changed the same field first). */
  reasons: Record<string, number>
  crossTenant: number
}

interface Options {
  db: Database
  origins: string[]
  tenants: readonly [string, string]
  accounts: Array<{ email: string; password: string }>
  devices: number
  otherDevices: number
  changes: number
}

const PUSH_SIZE = 10
const BIG_PUSH = 50
/** How many 50-entry pushes are timed (BENCH_BIG_PUSHES): 20 gives a p95 of one sample; more, a steadier one. */
const BIG_PUSHES = Number(process.env.BENCH_BIG_PUSHES ?? 20)

const stats = (values: number[]) => ({ p50: percentile(values, 50), p95: percentile(values, 95), count: values.length })

class Device {
  checkpoint = 0
  reachedAt = 0
  private seq = 0
  private pulling = false
  private again = false
  private stream: AbortController | undefined
  private closed = false
  readonly local = new Map<string, Row>()

  constructor(
    readonly clientId: string,
    readonly tenant: string,
    readonly origin: string,
    readonly token: string,
    readonly figures: {
      push: number[]
      pull: number[]
      rejected: number
      crossTenant: number
      entries: number
      reasons: Record<string, number>
    },
    readonly foreign: string,
  ) {}

  private headers = () => ({ authorization: this.token, 'content-type': 'application/json' })

  async push(written: Array<{ table: string; row: Row }>, times = this.figures.push) {
    const at = new Date().toISOString()
    // The outbox keeps one entry per row: a row written twice before a push is sent once, as it is last.
    const entries = [...new Map(written.map((w) => [`${w.table}/${w.row.id}`, w])).values()]
    this.figures.entries += entries.length
    const body = entries.map(({ table, row }) => {
      const assumed = this.local.get(`${table}/${row.id}`) ?? null
      const version = (assumed?.version ?? 0) + 1
      return {
        seq: ++this.seq,
        table,
        rowId: row.id,
        op: 'put',
        at,
        version,
        assumed,
        row: { ...row, updatedAt: at, version },
      }
    })
    const started = performance.now()
    const res = await fetch(`${this.origin}/sync/push`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({ clientId: this.clientId, entries: body }),
    })
    const answer = (await res.json()) as {
      results: Array<{ status: string; version?: number; row?: Row; current?: Change | null }>
    }
    times.push(performance.now() - started)
    answer.results.forEach((r, i) => {
      const sent = body[i]!
      const key = `${sent.table}/${sent.rowId}`
      if (r.status === 'accepted') this.local.set(key, (r.row as Row) ?? { ...sent.row, version: r.version! })
      else {
        this.figures.rejected += 1
        const why = (r as { reason?: string }).reason ?? 'unknown'
        this.figures.reasons[why] = (this.figures.reasons[why] ?? 0) + 1
        if (r.current?.row) this.local.set(key, r.current.row)
      }
    })
  }

  /** Pulls until up to date; a signal that comes meanwhile makes it pull once more. */
  async pullAll(): Promise<void> {
    if (this.pulling) {
      this.again = true
      return
    }
    this.pulling = true
    try {
      do {
        this.again = false
        for (let more = true; more;) {
          const started = performance.now()
          const res = await fetch(
            `${this.origin}/sync/pull?since=${this.checkpoint}&limit=1000&clientId=${this.clientId}`,
            { headers: this.headers() },
          )
          const text = await res.text()
          this.figures.pull.push(performance.now() - started)
          const answer = JSON.parse(text) as { changes: Change[]; checkpoint: number; more: boolean }
          // The other tenant's marker in the raw answer: one scan, not one serialisation a change (the
          // simulated devices share the server's two cores).
          if (text.includes(this.foreign))
            this.figures.crossTenant += answer.changes.filter((c) => JSON.stringify(c).includes(this.foreign)).length
          for (const c of answer.changes) {
            // A pull that began before this device's own push may answer an older version: keep the newer.
            const known = this.local.get(`${c.table}/${c.id}`)
            if (c.row && (!known || c.row.version > known.version)) this.local.set(`${c.table}/${c.id}`, c.row)
          }
          this.checkpoint = answer.checkpoint
          this.reachedAt = performance.now()
          more = answer.more
        }
      } while (this.again)
    } finally {
      this.pulling = false
    }
  }

  /** /sync/live over fetch, as the worker follows it: every `ready` or `changed` event starts a pull. */
  async follow(): Promise<void> {
    this.stream = new AbortController()
    const res = await fetch(`${this.origin}/sync/live`, {
      headers: { authorization: this.token },
      signal: this.stream.signal,
    })
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let ready!: () => void
    const opened = new Promise<void>((resolve) => (ready = resolve))
    void (async () => {
      let buffer = ''
      try {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) return
          buffer += value
          const events = buffer.split('\n\n')
          buffer = events.pop()!
          for (const event of events) {
            if (event.startsWith('event: ready')) ready()
            // A pull still under way when the run ends meets a stopped server: only then is a failure expected.
            if (event.startsWith('event: changed'))
              void this.pullAll().catch((error: unknown) => {
                if (!this.closed) throw error
              })
          }
        }
      } catch {
        // Aborted at the end of the run.
      }
    })()
    await opened
  }

  close() {
    this.closed = true
    this.stream?.abort()
  }
}

async function signIn(origin: string, tenant: string, account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${origin}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tenant, ...account }),
  })
  if (res.status !== 200) throw new Error(`sign-in ${account.email}@${tenant}: ${res.status}`)
  return ((await res.json()) as { token: string }).token
}

/** The rows a device writes: new contacts and notes, then updates of them, and of patients and appointments. */
function workload(device: Device, index: number, count: number, seeded: { persons: Row[]; appointments: Row[] }) {
  const mark = device.tenant
  // Ids of this run only: a later run on the same database must create, not collide with, its rows.
  const run = device.clientId.slice(device.clientId.lastIndexOf('-') + 1)
  const out: Array<{ table: string; row: Row }> = []
  for (let k = 0; k < count; k++) {
    const pick = k % 20
    const own = (table: string, n: number) => device.local.get(`${table}/${mark}-${run}-${table}-${index}-${n}`)
    if (pick < 8) {
      const n = Math.floor(k / 4)
      const prior = own('contacts', n)
      out.push({
        table: 'contacts',
        row: {
          ...(prior ?? { id: `${mark}-${run}-contacts-${index}-${n}`, version: 0 }),
          name: `Contact ${n} of ${mark}`,
          email: `c${n}.${index}@${mark}.test`,
          phone: `+34 600 ${String(k).padStart(6, '0')}`,
          company: `${mark} supplies`,
          notes: `call ${k}`,
        },
      })
    } else if (pick < 13) {
      const n = Math.floor(k / 6)
      const prior = own('notes', n)
      out.push({
        table: 'notes',
        row: {
          ...(prior ?? { id: `${mark}-${run}-notes-${index}-${n}`, version: 0 }),
          title: `Note ${n}`,
          notes: `${mark}: revision ${k}`,
          labels: [],
        },
      })
    } else if (pick < 17) {
      const person = seeded.persons[(index * 7 + k) % seeded.persons.length]!
      const current = device.local.get(`persons/${person.id}`) ?? person
      out.push({ table: 'persons', row: { ...current, address: `${mark} street ${k}` } })
    } else {
      const appointment = seeded.appointments[(index * 11 + k) % seeded.appointments.length]!
      const current = device.local.get(`appointments/${appointment.id}`) ?? appointment
      out.push({ table: 'appointments', row: { ...current, notes: `${mark}: bring results ${k}` } })
    }
  }
  return out
}

async function seededRows(db: Database, tenant: string, table: string): Promise<Row[]> {
  const rows = await db.query<{ data: Row }>(
    'select data from rows where tenant_id = $1 and tbl = $2 and not deleted order by id limit 200',
    [tenant, table],
  )
  return rows.map((r) => r.data)
}

const tenantCheckpoint = async (db: Database, tenant: string) =>
  Number((await db.query<{ c: string }>('select checkpoint::text as c from tenants where id = $1', [tenant]))[0]!.c)

export async function runDevices({
  db,
  origins,
  tenants,
  accounts,
  devices: count,
  otherDevices,
  changes,
}: Options): Promise<RunFigures> {
  const figures = {
    push: [] as number[],
    pull: [] as number[],
    rejected: 0,
    crossTenant: 0,
    entries: 0,
    reasons: {} as Record<string, number>,
  }
  const push50: number[] = []
  const tokens = new Map<string, string>()
  const tokenOf = async (origin: string, tenant: string, a: number) => {
    const key = `${origin}|${tenant}|${a}`
    if (!tokens.has(key)) tokens.set(key, await signIn(origin, tenant, accounts[a]!))
    return tokens.get(key)!
  }
  const make = async (tenant: string, other: string, i: number) => {
    const origin = origins[i % origins.length]!
    const device = new Device(
      `${tenant}-device-${i}-${Date.now()}`,
      tenant,
      origin,
      await tokenOf(origin, tenant, i % accounts.length),
      figures,
      other,
    )
    // A joined device: it holds the tenant's data already and follows from the checkpoint now.
    device.checkpoint = await tenantCheckpoint(db, tenant)
    return device
  }
  const [a, b] = tenants
  const main = await Promise.all(Array.from({ length: count }, (_, i) => make(a, b, i)))
  const others = await Promise.all(Array.from({ length: otherDevices }, (_, i) => make(b, a, i)))
  const all = [...main, ...others]
  await Promise.all(all.map((d) => d.follow()))
  const seeded = Object.fromEntries(
    await Promise.all(
      tenants.map(
        async (t) =>
          [
            t,
            { persons: await seededRows(db, t, 'persons'), appointments: await seededRows(db, t, 'appointments') },
          ] as const,
      ),
    ),
  )
  // Joined devices hold the tenant's rows: what they update is what they assume.
  for (const d of all)
    for (const [table, rows] of Object.entries(seeded[d.tenant]!))
      for (const r of rows) d.local.set(`${table}/${r.id}`, r)

  const perDevice = Math.ceil(changes / count)
  const started = performance.now()
  await Promise.all(
    all.map(async (device, i) => {
      const share = device.tenant === a ? perDevice : Math.ceil(changes / 50 / otherDevices)
      let done = 0
      while (done < share) {
        const size = Math.min(PUSH_SIZE, share - done)
        await device.push(workload(device, i, done + size, seeded[device.tenant]!).slice(done, done + size))
        done += size
      }
    }),
  )
  const lastWrite = performance.now()
  const entries = figures.entries
  const pushedSeconds = (lastWrite - started) / 1000
  const targets = Object.fromEntries(
    await Promise.all(tenants.map(async (t) => [t, await tenantCheckpoint(db, t)] as const)),
  )
  const deadline = Date.now() + 120_000
  while (all.some((d) => d.checkpoint < targets[d.tenant]!) && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 5))
  // Devices may have pulled the last change before its writer had its answer: 0 then.
  const convergedMs = all.some((d) => d.checkpoint < targets[d.tenant]!)
    ? Number.NaN
    : Math.max(0, Math.max(...all.map((d) => d.reachedAt)) - lastWrite)

  // The 50-entry push, on its own: one device at a time while every device stays live and pulls.
  const writer = main[0]!
  for (let p = 0; p < BIG_PUSHES; p++) {
    const rows = workload(writer, 0, (p + 1) * BIG_PUSH + perDevice, seeded[a]!).slice(
      perDevice + p * BIG_PUSH,
      perDevice + (p + 1) * BIG_PUSH,
    )
    await writer.push(rows, push50)
  }
  await new Promise((r) => setTimeout(r, 500))
  all.forEach((d) => d.close())
  return {
    devices: count,
    push: stats(figures.push),
    pull: stats(figures.pull),
    push50: stats(push50),
    entries,
    changesPerSecond: entries / pushedSeconds,
    convergedMs,
    rejected: figures.rejected,
    reasons: figures.reasons,
    crossTenant: figures.crossTenant,
  }
}
