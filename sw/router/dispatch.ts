import { HttpError } from './http-error'
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

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('multipart/form-data')) return request.formData()
  const text = await request.text()
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'body: Malformed JSON', { field: 'body', reason: 'Malformed JSON' })
  }
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
  const found = METHODS.includes(method) ? matchRoute(options.routes, method, path) : undefined
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
    const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '').trim()
    if (token) user = await options.verify(token)
    if (!route.public) {
      if (!user) throw new HttpError(401, token ? 'Invalid token' : 'Authentication required')
      if (route.roles && !route.roles.includes(user.role)) throw new HttpError(403, 'You are not allowed to do this')
    }
    const req: ApiRequest = {
      method, path, params, query: url.searchParams, body: await readBody(request), headers: request.headers, user,
    }
    const result = await route.handler(req, options.ctx)
    await waitDelay()
    if (result instanceof Reply) return json(result.status, result.body, result.headers)
    return json(200, result)
  } catch (error) {
    await waitDelay()
    if (error instanceof HttpError) return json(error.status, { error: error.message, ...error.details })
    console.error('[api]', method, path, error)
    const message = error instanceof Error ? error.message : String(error)
    return json(500, { error: `Internal error: ${message}` })
  }
}
