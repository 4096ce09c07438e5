import fc from 'fast-check'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createHarness, type CallOptions, type Harness } from '../../tests/setup/api-harness'
import { ROUTES } from '@sw/handlers'
import type { AuthUser, Route } from '@sw/router/types'

/**
 * Sends generated bad input to every route that writes (taken from ROUTES, so a new route is covered) and
 * asks for a 4xx with `{ error }` and unchanged data, never a 500 or a hang. A failure prints fast-check's
 * seed and path; replay it with FC_SEED=<seed> (and FC_PATH=<path>).
 */

const SEED = Number(process.env.FC_SEED ?? 20261124)
const RUNS = Number(process.env.FC_RUNS ?? 10)
/** Routes without input only prove they survive garbage; resetting the demo data takes half a second a run. */
const NO_INPUT_RUNS = 2
const HANG_MS = 5000

/**
 * The contract's forgiving routes: forgot-password answers 200 `true` for any text, and reset-password's bare
 * string changes nothing and answers 200 `true` (docs/api/auth.md). Their data must still not change.
 */
const FORGIVING = new Set(['POST api/auth/forgot-password', 'POST api/auth/reset-password'])

/**
 * Routes that read no input (the contract's "body ignored" creations included): garbage leaves them as valid as an
 * empty request, so only "no 500, no hang" applies.
 */
const INPUT_FREE = new Set([
  'POST api/apps/contacts/contact',
  'POST api/apps/ecommerce/inventory/product',
  'POST api/common/reset-demo-data',
  'DELETE api/common/messages/all',
  'DELETE api/common/notifications/all',
  'POST api/auth/refresh-access-token',
  'POST api/auth/sign-in-with-token',
  'GET api/common/messages/mark-all-as-read',
  'GET api/common/notifications/mark-all-as-read',
  // Ends the device's server session: nothing to read, and garbage must still never break it.
  'POST api/sync/sign-out',
])

const isWrite = (r: Route) => r.method !== 'GET' || r.pattern.endsWith('/mark-all-as-read')
const WRITE_ROUTES = ROUTES.filter(isWrite)
const key = (r: Route) => `${r.method} ${r.pattern}`

// ---- generators ------------------------------------------------------------------------------------

/** Strings no text field accepts: controls, bidi overrides, lone surrogates, invisible-only. */
const badString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007',
    '\u001b[31m',
    '\u202Eevil',
    'x\u2066y',
    '\uD800',
    'z\uDFFFz',
    '\u007f',
  ),
  fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`),
)
/** Longer than any one-line field (long text fields are refused by their neighbours' bad values). */
const HUGE = 'w'.repeat(120_001)
/** Numbers no field accepts as a number or an id. */
const badNumber = fc.constantFrom(-1.5, 2 ** 53, -(2 ** 53), 1e308, -1e308, 1e-320)
const unknownId = fc.constantFrom('no-such-id', '00000000-0000-0000-0000-000000000000', '__proto__', 'constructor')

/** Field names the API reads, so a body reaches the checks a route makes (wrappers first, then row fields). */
const FIELDS = [
  'id',
  'task',
  'tag',
  'note',
  'updatedNote',
  'label',
  'mail',
  'product',
  'shortcut',
  'notification',
  'message',
  'messages',
  'user',
  'chat',
  'profile',
  'board',
  'list',
  'lists',
  'card',
  'cards',
  'settings',
  'contact',
  'tasks',
  'title',
  'name',
  'names',
  'surnames',
  'email',
  'password',
  'token',
  'code',
  'description',
  'content',
  'link',
  'image',
  'avatar',
  'value',
  'chatId',
  'contactId',
  'boardId',
  'listId',
  'position',
  'positions',
  'order',
  'stock',
  'price',
  'dueDate',
  'startsAt',
  'from',
  'to',
  'date',
  'time',
  'type',
  'query',
  'progress',
  'status',
  'read',
  'folder',
  'labels',
  'tags',
  'images',
  'quantity',
  'reason',
  'notes',
  'phone',
  'documentNumber',
  'birthDate',
  'specialtyId',
  'categoryId',
  'doctorId',
  'personId',
  'procedureId',
  'barberId',
  'serviceId',
  'sku',
  'color',
]

/** A value no field accepts: bad text, or a number out of every field's range. Unknown ids go only where ids go. */
const leaf = fc.oneof(badString, badNumber)
const isIdField = (field: string) => field === 'id' || field.endsWith('Id')

/** An object holding every field name (and an own `__proto__` key), each with a value drawn from `value`. */
function fieldsObject(value: fc.Arbitrary<unknown>) {
  const values = fc.array(value, { minLength: FIELDS.length + 1, maxLength: FIELDS.length + 1 })
  return fc
    .tuple(values, fc.array(unknownId, { minLength: FIELDS.length, maxLength: FIELDS.length }), fc.boolean())
    .map(([values, ids, useIds]) => {
      const object: Record<string, unknown> = {}
      FIELDS.forEach((f, i) => (object[f] = useIds && isIdField(f) ? ids[i] : values[i]))
      Object.defineProperty(object, '__proto__', { value: values[FIELDS.length], enumerable: true })
      return object
    })
}

const sameEverywhere = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]))

const jsonBody = fc.oneof(
  leaf,
  fc.constantFrom(null, true, 0, [], ['x'], HUGE, sameEverywhere(HUGE.slice(0, 20_001))),
  fc.array(leaf, { minLength: 1, maxLength: 3 }),
  fieldsObject(fc.oneof(leaf, fc.array(leaf, { minLength: 1, maxLength: 2 }), fieldsObject(leaf))),
)
const rawBody = fc.constantFrom(
  '{',
  'NaN',
  'Infinity',
  '-Infinity',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  '[1,2',
  'undefined',
)
const contentType = fc.constantFrom(
  'application/json',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/x-www-form-urlencoded',
  undefined,
)
const badSegment = fc.oneof(
  fc.constantFrom('%', '%E0%A4%A', '%zz', '%00', '%C0%AF', '..', 'no-such-id', encodeURIComponent('\u202E')),
  fc.string({ minLength: 1, maxLength: 6 }).map((s) => encodeURIComponent(s)),
)

interface Attempt {
  params: string[]
  query: Record<string, string>
  body: { json: unknown } | { raw: string }
  contentType: string | undefined
}

const attempt: fc.Arbitrary<Attempt> = fc.record({
  params: fc.array(badSegment, { minLength: 3, maxLength: 3 }),
  query: fc.record({ id: fc.oneof(badString, unknownId), page: fc.constantFrom('NaN', '-1', '1e400', '%') }),
  body: fc.oneof(
    jsonBody.map((json) => ({ json })),
    rawBody.map((raw) => ({ raw })),
  ),
  contentType,
})

// ---- the harness, the users and the snapshot -------------------------------------------------------

let h: Harness
const tokens = new Map<string, string>()

/** Every table's rows, for a before/after comparison. */
async function snapshot(): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {}
  for (const table of h.db.tables) out[table.name] = await table.toArray()
  return out
}

/**
 * A cheap per-route check: every table's size and the revision counters that each write bumps
 * (src/shared/db/mutate.ts). The full snapshot is compared once all validating routes are done.
 */
async function fingerprint(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { meta: await h.db.table('meta').toArray() }
  for (const table of h.db.tables) out[table.name] = await table.count()
  return out
}

function pathFor(route: Route, params: string[]) {
  let i = 0
  return route.pattern.replace(/:[^/]+/g, () => params[i++] ?? 'x')
}

async function send(route: Route, a: Attempt) {
  const role = route.roles?.[0] ?? 'admin'
  const body = 'raw' in a.body ? a.body.raw : JSON.stringify(a.body.json)
  const withBody = route.method !== 'GET'
  const options: CallOptions = {
    token: tokens.get(role),
    query: a.query,
    ...(withBody ? { raw: { body, contentType: a.contentType } } : {}),
  }
  const call = h.call(route.method, pathFor(route, a.params), options)
  let timer: ReturnType<typeof setTimeout> | undefined
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${key(route)} did not answer within ${HANG_MS} ms`)), HANG_MS)
  })
  try {
    return await Promise.race([call, hang])
  } finally {
    clearTimeout(timer)
  }
}

beforeAll(async () => {
  h = await createHarness()
  const users = await h.db.table<AuthUser & { role: string }>('users').toArray()
  for (const role of ['admin', 'reception', 'doctor', 'patient']) {
    const user = users.find((u) => u.role === role)
    if (user)
      tokens.set(role, await h.tokenFor({ id: user.id, email: user.email, role: user.role as AuthUser['role'] }))
  }
}, 120_000)

const VALIDATING = WRITE_ROUTES.filter((r) => !INPUT_FREE.has(key(r)))
const NO_INPUT = WRITE_ROUTES.filter((r) => INPUT_FREE.has(key(r)))

async function check(route: Route, accept: (status: number) => boolean, numRuns = RUNS) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
  try {
    await fc.assert(
      fc.asyncProperty(attempt, async (a) => {
        const res = await send(route, a)
        const shown = JSON.stringify(res.body)?.slice(0, 300)
        expect(res.status, shown).toBeLessThan(500)
        if (accept(res.status)) return
        expect(res.status, shown).toBeGreaterThanOrEqual(400)
        expect(typeof res.body?.error, shown).toBe('string')
        expect(res.body.error.length).toBeGreaterThan(0)
      }),
      { seed: SEED, numRuns, path: process.env.FC_PATH, endOnFailure: true },
    )
  } finally {
    errors.mockRestore()
  }
}

describe('bad input to every writing route', () => {
  let before: Record<string, unknown[]>
  beforeAll(async () => {
    before = await snapshot()
  })

  it('finds the writing routes in ROUTES', () => {
    expect(WRITE_ROUTES.length).toBeGreaterThan(100)
    for (const k of [...INPUT_FREE, ...FORGIVING]) expect(WRITE_ROUTES.map(key)).toContain(k)
  })

  it.each(VALIDATING.map((r) => [key(r), r] as const))(
    '%s answers 4xx with { error } and changes nothing',
    async (name, route) => {
      const start = await fingerprint()
      await check(route, (status) => FORGIVING.has(name) && status < 300)
      expect(await fingerprint()).toEqual(start)
    },
  )

  it('left every table as it was, row for row', async () => {
    expect(await snapshot()).toEqual(before)
  })

  // Last, since these may write: they take no input, so garbage must only never break them.
  it.each(NO_INPUT.map((r) => [key(r), r] as const))(
    '%s (reads no input) never answers 500 or hangs',
    async (_name, route) => {
      await check(route, () => true, NO_INPUT_RUNS)
    },
  )
})
