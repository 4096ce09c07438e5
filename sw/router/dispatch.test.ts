import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { dispatch, isApiRequest } from './dispatch'
import { badRequest } from './http-error'
import { defineRoutes, reply } from './types'
import { parse } from './validate'

const routes = defineRoutes([
  { method: 'GET', pattern: 'api/things/:id', handler: async (req) => ({ id: req.params.id, q: req.query.get('q') }) },
  { method: 'GET', pattern: 'api/open', public: true, handler: async () => 'open' },
  { method: 'GET', pattern: 'api/admin', roles: ['admin'], handler: async () => 'secret' },
  { method: 'POST', pattern: 'api/things', handler: async (req) => parse(z.object({ name: z.string().min(1, 'Required') }), req.body) },
  { method: 'GET', pattern: 'api/boom', public: true, handler: async () => { throw new Error('kaput') } },
  { method: 'GET', pattern: 'api/bad', public: true, handler: async () => { throw badRequest('size', 'Must be a number') } },
  { method: 'GET', pattern: 'api/slow', public: true, delay: 300, handler: async () => reply(201, { ok: true }) },
])

const users = { good: { id: 'u1', email: 'a@b.c', role: 'admin' as const }, patient: { id: 'u2', email: 'p@b.c', role: 'patient' as const } }
const verify = async (t: string) => (t === 'good' ? users.good : t === 'patient' ? users.patient : undefined)
const ctx = { db: {} as never, query: (async () => ({ rows: [], total: 0 })) as never, now: () => new Date() }

async function call(method: string, path: string, init: { token?: string; body?: string } = {}, sleep = async () => {}) {
  const headers: Record<string, string> = {}
  if (init.token) headers.authorization = init.token
  if (init.body) headers['content-type'] = 'application/json'
  const res = await dispatch(new Request(`http://x/${path}`, { method, headers, body: init.body }), { routes, ctx, verify, sleep })
  return { status: res.status, body: await res.json() }
}

describe('dispatch', () => {
  it('matches :param segments and reads the query string', async () => {
    expect(await call('GET', 'api/things/a%20b?q=1', { token: 'good' })).toEqual({ status: 200, body: { id: 'a b', q: '1' } })
  })

  it('answers 404 NOT FOUND for unknown paths and methods, never passing them on', async () => {
    expect(await call('GET', 'api/nothing/here')).toEqual({ status: 404, body: { error: 'NOT FOUND' } })
    expect(await call('DELETE', 'api/open')).toEqual({ status: 404, body: { error: 'NOT FOUND' } })
    expect((await call('GET', 'api/things')).status).toBe(404)
  })

  it('requires a valid token on private routes', async () => {
    expect(await call('GET', 'api/things/1')).toEqual({ status: 401, body: { error: 'Authentication required' } })
    expect(await call('GET', 'api/things/1', { token: 'forged' })).toEqual({ status: 401, body: { error: 'Invalid token' } })
    expect((await call('GET', 'api/open')).body).toBe('open')
  })

  it('answers 403 when the role may not use the route', async () => {
    expect((await call('GET', 'api/admin', { token: 'patient' })).status).toBe(403)
    expect((await call('GET', 'api/admin', { token: 'good' })).body).toBe('secret')
  })

  it('answers 400 naming the field for invalid and malformed bodies', async () => {
    expect(await call('POST', 'api/things', { token: 'good', body: '{"name":""}' })).toEqual({
      status: 400,
      body: { error: 'name: Required', field: 'name', reason: 'Required' },
    })
    expect(await call('POST', 'api/things', { token: 'good', body: '{nope' })).toMatchObject({ status: 400, body: { field: 'body' } })
    expect((await call('GET', 'api/bad')).body).toEqual({ error: 'size: Must be a number', field: 'size', reason: 'Must be a number' })
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
