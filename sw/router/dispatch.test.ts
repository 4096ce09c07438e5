import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { dispatch, isApiRequest } from './dispatch'
import { badRequest } from './http-error'
import { defineRoutes, reply } from './types'
import { parse } from './validate'

const routes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/apps/tasks/things/:id',
    handler: async (req) => ({ id: req.params.id, q: req.query.get('q') }),
  },
  { method: 'GET', pattern: 'api/open', public: true, handler: async () => 'open' },
  { method: 'GET', pattern: 'api/nobodys', handler: async () => 'no app' },
  { method: 'GET', pattern: 'api/apps/contacts/all', handler: async () => 'contacts' },
  { method: 'GET', pattern: 'api/common/reset-demo-data', handler: async () => 'read' },
  { method: 'POST', pattern: 'api/common/reset-demo-data', handler: async () => true },
  { method: 'GET', pattern: 'api/apps/tasks/admin', roles: ['admin'], handler: async () => 'secret' },
  {
    method: 'POST',
    pattern: 'api/apps/tasks/things',
    handler: async (req) => parse(z.object({ name: z.string().min(1, 'Required') }), req.body),
  },
  {
    method: 'GET',
    pattern: 'api/boom',
    public: true,
    handler: async () => {
      throw new Error('kaput')
    },
  },
  {
    method: 'GET',
    pattern: 'api/bad',
    public: true,
    handler: async () => {
      throw badRequest('size', 'Must be a number')
    },
  },
  { method: 'GET', pattern: 'api/slow', public: true, delay: 300, handler: async () => reply(201, { ok: true }) },
])

const users = {
  good: { id: 'u1', email: 'a@b.c', role: 'admin' as const },
  patient: { id: 'u2', email: 'p@b.c', role: 'patient' as const },
  doctor: { id: 'u3', email: 'd@b.c', role: 'doctor' as const },
}
const verify = async (t: string) => users[t as keyof typeof users]
const ctx = { db: {} as never, query: (async () => ({ rows: [], total: 0 })) as never, now: () => new Date() }

async function call(
  method: string,
  path: string,
  init: { token?: string; body?: string } = {},
  sleep = async () => {},
) {
  const headers: Record<string, string> = {}
  if (init.token) headers.authorization = init.token
  if (init.body) headers['content-type'] = 'application/json'
  const res = await dispatch(new Request(`http://x/${path}`, { method, headers, body: init.body }), {
    routes,
    ctx,
    verify,
    sleep,
  })
  return { status: res.status, body: await res.json() }
}

describe('dispatch', () => {
  it('matches :param segments and reads the query string', async () => {
    expect(await call('GET', 'api/apps/tasks/things/a%20b?q=1', { token: 'good' })).toEqual({
      status: 200,
      body: { id: 'a b', q: '1' },
    })
  })

  it('answers 404 NOT FOUND for unknown paths and methods, never passing them on', async () => {
    expect(await call('GET', 'api/nothing/here')).toEqual({ status: 404, body: { error: 'NOT FOUND' } })
    expect(await call('DELETE', 'api/open')).toEqual({ status: 404, body: { error: 'NOT FOUND' } })
    expect((await call('GET', 'api/apps/tasks/things')).status).toBe(404)
  })

  it('requires a valid token on private routes', async () => {
    expect(await call('GET', 'api/apps/tasks/things/1')).toEqual({
      status: 401,
      body: { error: 'Authentication required' },
    })
    expect(await call('GET', 'api/apps/tasks/things/1', { token: 'forged' })).toEqual({
      status: 401,
      body: { error: 'Invalid token' },
    })
    expect((await call('GET', 'api/open')).body).toBe('open')
  })

  it('answers 403 when the role may not use the route', async () => {
    expect((await call('GET', 'api/apps/tasks/admin', { token: 'patient' })).status).toBe(403)
    expect((await call('GET', 'api/apps/tasks/admin', { token: 'good' })).body).toBe('secret')
  })

  it("follows the access matrix: an app's read and write roles, and nobody on a private route of no app", async () => {
    expect(await call('GET', 'api/apps/contacts/all', { token: 'patient' })).toEqual({
      status: 403,
      body: { error: 'You are not allowed to do this' },
    })
    expect((await call('GET', 'api/apps/contacts/all', { token: 'doctor' })).body).toBe('contacts')
    // The demo-data row lets the admin write but nobody read.
    expect((await call('POST', 'api/common/reset-demo-data', { token: 'good' })).status).toBe(200)
    expect((await call('POST', 'api/common/reset-demo-data', { token: 'doctor' })).status).toBe(403)
    expect((await call('GET', 'api/common/reset-demo-data', { token: 'good' })).status).toBe(403)
    expect((await call('GET', 'api/nobodys', { token: 'good' })).status).toBe(403)
  })

  it('answers 400 naming the field for invalid and malformed bodies', async () => {
    expect(await call('POST', 'api/apps/tasks/things', { token: 'good', body: '{"name":""}' })).toEqual({
      status: 400,
      body: { error: 'name: Required', field: 'name', reason: 'Required' },
    })
    expect(await call('POST', 'api/apps/tasks/things', { token: 'good', body: '{nope' })).toMatchObject({
      status: 400,
      body: { field: 'body' },
    })
    expect((await call('GET', 'api/bad')).body).toEqual({
      error: 'size: Must be a number',
      field: 'size',
      reason: 'Must be a number',
    })
  })

  it('answers 400 naming the path for a captured segment that is not valid %-encoding', async () => {
    for (const bad of ['%', '%E0%A4%A', 'a%zz'])
      expect(await call('GET', `api/apps/tasks/things/${bad}`, { token: 'good' })).toEqual({
        status: 400,
        body: { error: 'path: Malformed %-escape', field: 'path', reason: 'Malformed %-escape' },
      })
    expect((await call('GET', 'api/nothing/%')).status).toBe(404)
  })

  it('answers 415 naming the body for a form sent to a JSON route, and 400 for a form that does not parse', async () => {
    const send = (pattern: string, multipart?: boolean) =>
      dispatch(
        new Request('http://x/api/apps/tasks/things', {
          method: 'POST',
          headers: { authorization: 'good', 'content-type': 'multipart/form-data; boundary=x' },
          body: '{"name":"a"}',
        }),
        { routes: defineRoutes([{ method: 'POST', pattern, multipart, handler: async () => 'stored' }]), ctx, verify },
      )
    const json = await send('api/apps/tasks/things')
    expect([json.status, await json.json()]).toEqual([
      415,
      { error: 'body: Expected application/json', field: 'body', reason: 'Expected application/json' },
    ])
    const form = await send('api/apps/tasks/things', true)
    expect([form.status, await form.json()]).toEqual([
      400,
      { error: 'body: Malformed multipart/form-data', field: 'body', reason: 'Malformed multipart/form-data' },
    ])
  })

  it('answers 507 storage-full when the browser refuses a write for lack of space, bare or wrapped', async () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    const wrapped = Object.assign(new Error('Transaction aborted'), { name: 'AbortError', inner: quota })
    for (const error of [quota, wrapped]) {
      const res = await dispatch(new Request('http://x/api/full', { method: 'POST' }), {
        routes: defineRoutes([
          {
            method: 'POST',
            pattern: 'api/full',
            public: true,
            handler: async () => {
              throw error
            },
          },
        ]),
        ctx,
        verify,
      })
      expect(res.status).toBe(507)
      expect(await res.json()).toMatchObject({
        reason: 'storage-full',
        error: expect.stringContaining('storage is full'),
      })
    }
  })

  it('turns a throwing handler into a 500 with a JSON message', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await call('GET', 'api/boom')).toEqual({ status: 500, body: { error: 'Internal error: kaput' } })
    spy.mockRestore()
  })

  it('waits for the route delay and keeps the reply status', async () => {
    const sleep = vi.fn(async () => {})
    expect(await call('GET', 'api/slow', {}, sleep)).toEqual({ status: 201, body: { ok: true } })
    expect(sleep).toHaveBeenCalledTimes(1)
    expect((sleep.mock.calls[0] as unknown as [number])[0]).toBeGreaterThan(250)
  })
})

describe('isApiRequest', () => {
  const origin = 'http://localhost:4173'
  const req = (path: string, destination: RequestDestination = '') => ({ url: `${origin}${path}`, destination })

  it('takes every /api/* request of the origin, whatever asks for it', () => {
    expect(isApiRequest(req('/api/auth/sign-in'), origin)).toBe(true)
    expect(isApiRequest(req('/api/apps/notes', 'document'), origin)).toBe(true)
    expect(isApiRequest(req('/api/unknown/thing', 'script'), origin)).toBe(true)
  })

  it('takes a fetch or a navigation of api/* resolved against a nested page', () => {
    expect(isApiRequest(req('/apps/notes/api/apps/notes'), origin)).toBe(true)
    expect(isApiRequest(req('/apps/api/common/navigation', 'document'), origin)).toBe(true)
  })

  // The development server serves modules from their source paths; the worker took them for API calls.
  it('leaves scripts, styles and images whose path holds an api folder to the network', () => {
    expect(isApiRequest(req('/src/lib/api/client.ts', 'script'), origin)).toBe(false)
    expect(isApiRequest(req('/src/features/auth/api/sign-in.ts?t=1', 'script'), origin)).toBe(false)
    expect(isApiRequest(req('/assets/api/logo.svg', 'image'), origin)).toBe(false)
  })

  it('leaves other origins and other paths alone', () => {
    expect(isApiRequest({ url: 'https://example.com/api/x', destination: '' }, origin)).toBe(false)
    expect(isApiRequest(req('/apps/notes'), origin)).toBe(false)
    expect(isApiRequest(req('/apix/y'), origin)).toBe(false)
  })
})
