import { badRequest } from './http-error'
import type { Method, Route } from './types'

export interface Match {
  route: Route
  params: Record<string, string>
}

const split = (path: string) => path.replace(/^\/+|\/+$/g, '').split('/')

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    throw badRequest('path', 'Malformed %-escape')
  }
}

/**
 * Finds the first route of that method whose pattern has the same segments, `:name` matching any; a captured
 * segment that is not valid %-encoding throws a 400 naming the path.
 */
export function matchRoute(routes: Route[], method: Method, path: string): Match | undefined {
  const segments = split(path)
  for (const route of routes) {
    if (route.method !== method) continue
    const pattern = split(route.pattern)
    if (pattern.length !== segments.length) continue
    const fits = pattern.every((p, i) => (p.startsWith(':') ? (segments[i] ?? '').length > 0 : p === segments[i]))
    if (!fits) continue
    const params: Record<string, string> = {}
    pattern.forEach((p, i) => {
      if (p.startsWith(':')) params[p.slice(1)] = decodeSegment(segments[i] ?? '')
    })
    return { route, params }
  }
  return undefined
}
