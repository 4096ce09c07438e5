import type { Method, Route } from './types'

export interface Match {
  route: Route
  params: Record<string, string>
}

const split = (path: string) => path.replace(/^\/+|\/+$/g, '').split('/')

/** Finds the first route of that method whose pattern has the same segments, `:name` matching any. */
export function matchRoute(routes: Route[], method: Method, path: string): Match | undefined {
  const segments = split(path)
  for (const route of routes) {
    if (route.method !== method) continue
    const pattern = split(route.pattern)
    if (pattern.length !== segments.length) continue
    const params: Record<string, string> = {}
    const ok = pattern.every((p, i) => {
      const s = segments[i] ?? ''
      if (p.startsWith(':')) {
        params[p.slice(1)] = decodeURIComponent(s)
        return s.length > 0
      }
      return p === s
    })
    if (ok) return { route, params }
  }
  return undefined
}
