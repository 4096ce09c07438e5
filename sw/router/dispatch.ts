import { accessModeOf, appOfApi, rolesFor } from '@/shared/access'
import type { Role } from '@/shared/schemas/auth'
import { HttpError, badRequest } from './http-error'
import { isQuotaError, STORAGE_FULL } from './quota'
import { matchRoute } from './match'
import { Reply, type ApiRequest, type AuthUser, type HandlerContext, type Method, type Route } from './types'

export interface DispatchOptions {
  routes: Route[]
  ctx: HandlerContext
  /** Verifies a raw token; answers the user or undefined. */
  verify: (token: string) => Promise<AuthUser | undefined>
  /** Waits for the route's delay; tests pass a no-op. */
  sleep?: (ms: number) => Promise<void>
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? 'null' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  })

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

const isMultipart = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().includes('multipart/form-data')

async function readBody(request: Request, route: Route): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  if (isMultipart(request)) {
    // Only upload routes read forms; elsewhere a form would reach schemas written for JSON objects.
    if (!route.multipart)
      throw new HttpError(415, 'body: Expected application/json', {
        field: 'body',
        reason: 'Expected application/json',
      })
    try {
      return await request.formData()
    } catch {
      throw badRequest('body', 'Malformed multipart/form-data')
    }
  }
  const text = await request.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('body', 'Malformed JSON')
  }
}

/**
 * The roles a private route lets in: those the access matrix gives its app for the method's kind (read or
 * write), narrowed by the route's own `roles`. A route of no app in the matrix lets nobody in.
 */
export function allowedRoles(route: Pick<Route, 'method' | 'pattern' | 'roles'>): readonly Role[] {
  const app = appOfApi(route.pattern)
  if (!app) return []
  const roles = rolesFor(app, accessModeOf(route.method, route.pattern))
  return route.roles ? roles.filter((r) => route.roles!.includes(r)) : roles
}

/** The API path of a URL: everything from `api/` on, without the leading slash. */
export function apiPath(url: URL): string | undefined {
  const at = url.pathname.indexOf('/api/')
  return at === -1 ? undefined : url.pathname.slice(at + 1)
}

/**
 * Whether the worker answers a request as the API: `/api/*` of its origin, or `…/api/*` asked by a fetch or a
 * navigation (a client resolving `api/…` against a nested page). A script, style or image whose path merely
 * holds an `api` folder (the development server's `/src/lib/api/client.ts`) is not an API call.
 */
export function isApiRequest(request: Pick<Request, 'url' | 'destination'>, origin: string): boolean {
  const url = new URL(request.url)
  if (url.origin !== origin) return false
  if (url.pathname.startsWith('/api/')) return true
  return (request.destination === '' || request.destination === 'document') && apiPath(url) !== undefined
}

/**
 * Answers one `api/*` request: match, delay, token check, handler, and the mapping of every outcome to
 * a JSON response. Never rejects and never passes a request on to the network.
 */
export async function dispatch(request: Request, options: DispatchOptions): Promise<Response> {
  const url = new URL(request.url)
  const path = apiPath(url) ?? url.pathname.slice(1)
  const method = request.method.toUpperCase() as Method
  let found: ReturnType<typeof matchRoute>
  try {
    found = METHODS.includes(method) ? matchRoute(options.routes, method, path) : undefined
  } catch (error) {
    if (error instanceof HttpError) return json(error.status, { error: error.message, ...error.details })
    throw error
  }
  if (!found) return json(404, { error: 'NOT FOUND' })
  const { route, params } = found
  const started = Date.now()
  const sleep = options.sleep ?? defaultSleep
  const waitDelay = async () => {
    const left = (route.delay ?? 0) - (Date.now() - started)
    if (left > 0) await sleep(left)
  }
  try {
    let user: AuthUser | undefined
    const token = request.headers
      .get('authorization')
      ?.replace(/^Bearer\s+/i, '')
      .trim()
    if (token) user = await options.verify(token)
    if (!route.public) {
      if (!user) throw new HttpError(401, token ? 'Invalid token' : 'Authentication required')
      if (!allowedRoles(route).includes(user.role)) throw new HttpError(403, 'You are not allowed to do this')
    }
    const req: ApiRequest = {
      method,
      path,
      params,
      query: url.searchParams,
      body: await readBody(request, route),
      headers: request.headers,
      user,
    }
    const result = await route.handler(req, options.ctx)
    await waitDelay()
    if (result instanceof Reply) return json(result.status, result.body, result.headers)
    return json(200, result)
  } catch (error) {
    await waitDelay()
    if (error instanceof HttpError) return json(error.status, { error: error.message, ...error.details })
    if (isQuotaError(error)) return json(507, STORAGE_FULL)
    console.error('[api]', method, path, error)
    const message = error instanceof Error ? error.message : String(error)
    return json(500, { error: `Internal error: ${message}` })
  }
}
