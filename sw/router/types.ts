import type Dexie from 'dexie'
import type { QuerySpec, QueryResult } from '@workers/query-engine'
import type { Role } from '@/shared/schemas/auth'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface AuthUser {
  id: string
  email: string
  role: Role
}

export interface ApiRequest {
  method: Method
  path: string
  /** Captured `:name` segments of the route pattern. */
  params: Record<string, string>
  query: URLSearchParams
  /** The parsed JSON body (undefined when there is none), or FormData for multipart bodies. */
  body: unknown
  headers: Headers
  /** The signed-in user; present on every private route. */
  user?: AuthUser
}

/** Runs a list query on a table: through the page's warm query worker when there is one, else cold. */
export type QueryRunner = <T>(table: string, spec: QuerySpec) => Promise<QueryResult<T>>

export interface HandlerContext {
  db: Dexie
  query: QueryRunner
  now: () => Date
}

/** A handler answers a body (status 200) or a `reply(...)`; it throws HttpError for 4xx answers. */
export type Handler = (req: ApiRequest, ctx: HandlerContext) => Promise<unknown>

export interface Route {
  method: Method
  /** Path without leading slash, `:name` segments capture, e.g. `api/medical/persons/:id`. */
  pattern: string
  handler: Handler
  /** Artificial latency in ms (default 0), applied to errors too. */
  delay?: number
  /** Public routes need no token. */
  public?: boolean
  /** Reads multipart/form-data (uploads); every other route answers such a body 415. */
  multipart?: boolean
  /**
   * Roles allowed, narrowing what the access matrix (`src/shared/access.ts`) gives the route's app; absent
   * means every role the matrix lets read (GET) or write (other methods) that app.
   */
  roles?: Role[]
}

export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export const reply = (status: number, body: unknown, headers?: Record<string, string>) =>
  new Reply(status, body, headers)

export const defineRoutes = (routes: Route[]): Route[] => routes
