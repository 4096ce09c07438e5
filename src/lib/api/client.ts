import i18next from 'i18next'
import { session } from '../session'
import { requestTracker } from './request-tracker'
import { whenControlled } from './worker-control'

/** The status of a write refused because the device's storage is full. */
export const STORAGE_FULL_STATUS = 507

/** What a full device means to the user, in their language, and where to free space (every toast shows it). */
export const storageFullMessage = () => i18next.t('storageFull.message', { ns: 'common' })

/** A non-2xx answer of the API, with the server's message and the field it names, if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    const b = body as { error?: unknown } | null
    super(
      status === STORAGE_FULL_STATUS
        ? storageFullMessage()
        : typeof b?.error === 'string'
          ? b.error
          : `Request failed with status ${status}`,
    )
  }
  get field(): string | undefined {
    const f = (this.body as { field?: unknown } | null)?.field
    return typeof f === 'string' ? f : undefined
  }
}

type Query = Record<string, string | number | boolean | null | undefined>

export interface RequestOptions {
  query?: Query
  body?: unknown
  /** Left out of the loading bar (background refreshes). */
  silent?: boolean
  signal?: AbortSignal
}

let onUnauthorized: () => void = () => session.end()
/** What a 401 does: the app signs the user out and goes to sign-in. */
export const setUnauthorizedHandler = (fn: () => void) => {
  onUnauthorized = fn
}

function url(path: string, query?: Query) {
  const u = new URL(path.replace(/^\/?/, '/'), window.location.origin)
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) u.searchParams.set(k, String(v))
  return u.toString()
}

/**
 * A first visit renders before the service worker controls the page; its API calls wait for the worker
 * here (an uncontrolled fetch would reach the static host). One that cannot start answers as a 503.
 */
async function waitForWorker() {
  const trouble = await whenControlled()
  if (trouble) throw new ApiError(503, { error: i18next.t(`worker.${trouble}`, { ns: 'common' }) })
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {}
  const token = session.token()
  if (token) headers.Authorization = token
  // Text from data (help-center FAQs and guides) answers in the language the reader chose (src/shared/data-language.ts).
  if (i18next.language) headers['Accept-Language'] = i18next.language
  let body: BodyInit | undefined
  if (options.body instanceof FormData) body = options.body
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.body)
  }
  const done = options.silent ? () => {} : requestTracker.start()
  try {
    await waitForWorker()
    const response = await fetch(url(path, options.query), { method, headers, body, signal: options.signal })
    const text = await response.text()
    let data: unknown = null
    try {
      data = text ? JSON.parse(text) : null
    } catch {
      data = text
    }
    if (!response.ok) {
      if (response.status === 401 && token) onUnauthorized()
      throw new ApiError(response.status, data)
    }
    return data as T
  } finally {
    done()
  }
}

export const api = {
  get: <T>(path: string, query?: Query, options?: Omit<RequestOptions, 'query'>) =>
    request<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, query?: Query, options?: Omit<RequestOptions, 'query'>) =>
    request<T>('DELETE', path, { ...options, query }),
}
