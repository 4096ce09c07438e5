import { beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { ACCESS_MATRIX, appOfApi, accessModeOf, type AppId } from '@/shared/access'
import { ROLES, type Role } from '@/shared/schemas/auth'
import { ROUTES } from '@sw/handlers'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import type { Route } from './types'

let h: Harness
const tokens = {} as Record<Role, string>
const personOf = {} as Record<Role, string | undefined>
const DEMO: Record<Role, string> = {
  admin: 'hughes.brian@company.com',
  reception: 'recepcion@clinica.test',
  doctor: 'doctor@clinica.test',
  patient: 'paciente@clinica.test',
}

beforeAll(async () => {
  h = await createHarness()
  for (const role of ROLES) {
    const account = await h.db.table('users').where('email').equals(DEMO[role]).first()
    tokens[role] = await h.tokenFor({ id: account.id, email: account.email, role })
    personOf[role] = account.person?.id
  }
})

const isPrivate = (route: Route) => !route.public
const label = (route: Route) => `${route.method} ${route.pattern}`

/** What the matrix (and the route's own narrower `roles`) says about a role on a route. */
function expected(route: Route, role: Role): boolean {
  const app = appOfApi(route.pattern) as AppId
  const mode = accessModeOf(route.method, route.pattern)
  return ACCESS_MATRIX[app][mode].includes(role) && (!route.roles || route.roles.includes(role))
}

/** A concrete path: `:id` segments become the role's own person (a patient may read its own) or an unknown id. */
const concrete = (route: Route, role: Role) => route.pattern.replace(/:(\w+)/g, () => personOf[role] ?? 'unknown-id')

describe('access matrix', () => {
  it('gives every private route an app of the matrix (a new route without an access rule fails here)', () => {
    const orphans = ROUTES.filter(isPrivate)
      .filter((r) => !appOfApi(r.pattern))
      .map(label)
    expect(orphans).toEqual([])
  })

  it("lets no route widen its app: a route's own roles are a subset of what the matrix gives", () => {
    for (const route of ROUTES.filter((r) => isPrivate(r) && r.roles)) {
      const app = appOfApi(route.pattern) as AppId
      const matrix = ACCESS_MATRIX[app][accessModeOf(route.method, route.pattern)]
      expect(
        route.roles!.filter((r) => !matrix.includes(r)),
        label(route),
      ).toEqual([])
    }
  })

  // Admin last: its writes may change data the other roles' calls would read.
  for (const role of ['patient', 'doctor', 'reception', 'admin'] as const) {
    it(`answers every route as the matrix says for ${role}: allowed is never 401/403, forbidden is 403 { error }`, async () => {
      const wrong: string[] = []
      for (const route of ROUTES.filter(isPrivate)) {
        const body = route.method === 'GET' ? undefined : {}
        const res = await h.call(route.method, concrete(route, role), { token: tokens[role], body })
        const allowed = expected(route, role)
        if (allowed && (res.status === 401 || res.status === 403))
          wrong.push(`${label(route)}: ${res.status} though allowed`)
        if (!allowed && (res.status !== 403 || typeof res.body?.error !== 'string'))
          wrong.push(`${label(route)}: ${res.status} though forbidden`)
      }
      expect(wrong).toEqual([])
    })
  }

  it("refuses a patient's deletes and reads in the staff apps with 403, and the rows stay as they were", async () => {
    const targets: Array<[string, string]> = [
      ['api/apps/contacts/contact', 'contacts'],
      ['api/apps/ecommerce/inventory/product', 'inventoryProducts'],
      ['api/apps/scrumboard/board', 'boards'],
      ['api/apps/tasks/task', 'tasks'],
    ]
    for (const [path, table] of targets) {
      const row = await h.db.table(table).toCollection().first()
      const del = await h.call('DELETE', path, { token: tokens.patient, query: { id: row.id } })
      expect(del, path).toEqual({ status: 403, body: { error: 'You are not allowed to do this' } })
      expect(await h.db.table(table).get(row.id), table).toEqual(row)
    }
    const chat = await h.db.table('chats').toCollection().first()
    expect((await h.call('GET', 'api/apps/chat/chat', { token: tokens.patient, query: { id: chat.id } })).status).toBe(
      403,
    )
  })

  it('keeps patients out of the staff apps and the demo-data reset', () => {
    for (const app of [
      'chat',
      'tasks',
      'notes',
      'scrumboard',
      'contacts',
      'inventory',
      'fileManager',
      'dashboards',
      'demoData',
    ] as const) {
      expect(ACCESS_MATRIX[app].read.includes('patient') || ACCESS_MATRIX[app].write.includes('patient'), app).toBe(
        false,
      )
    }
  })

  it('is the table docs/access.md shows', () => {
    const doc = readFileSync('docs/access.md', 'utf8')
    for (const [app, access] of Object.entries(ACCESS_MATRIX)) {
      const row = doc.split('\n').find((line) => line.startsWith(`| ${app} |`))
      expect(row, `docs/access.md row for ${app}`).toBeTruthy()
      const cells = row!
        .split('|')
        .slice(2, 6)
        .map((c) => c.trim())
      const want = ROLES.map(
        (role) => (access.read.includes(role) ? 'R' : '') + (access.write.includes(role) ? 'W' : '') || '–',
      )
      expect(cells, app).toEqual(want)
    }
  })
})
