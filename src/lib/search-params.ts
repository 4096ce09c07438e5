import type { SearchSchemaInput } from '@tanstack/react-router'

/**
 * Route search parameters. The route tree ships with the first page, so its validators are these few
 * plain functions rather than a schema library (zod's core alone is 16 kB gzip): each reads one value the
 * router has already JSON-decoded, and a missing or malformed value falls back (to "not given" or to its
 * default) instead of failing the navigation. docs/decisions.md has the reasoning.
 */
export type Param<T> = (value: unknown) => T

type Shape = Record<string, Param<unknown>>
type Output<S extends Shape> = {
  [K in keyof S as undefined extends ReturnType<S[K]> ? never : K]: ReturnType<S[K]>
} & {
  [K in keyof S as undefined extends ReturnType<S[K]> ? K : never]?: ReturnType<S[K]>
}
/** What a link may pass: any subset, since every value falls back. */
type Input<S extends Shape> = { [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined> }

/** A `validateSearch` function: unknown keys are dropped, each known one is read by its parser. */
export function searchParams<S extends Shape>(shape: S) {
  return (search: Input<S> & SearchSchemaInput): Output<S> => {
    const out: Record<string, unknown> = {}
    for (const key of Object.keys(shape)) {
      const value = shape[key]!((search as Record<string, unknown>)[key])
      if (value !== undefined) out[key] = value
    }
    return out as Output<S>
  }
}

/** A string of at most `max` characters (trimmed when asked), else undefined. */
export const text =
  (max = 200, { trim = false, pattern }: { trim?: boolean; pattern?: RegExp } = {}): Param<string | undefined> =>
  (value) => {
    // The router decodes `?q=12` into the number 12: a text parameter takes it back as text.
    const raw = typeof value === 'number' ? String(value) : value
    if (typeof raw !== 'string') return undefined
    const s = trim ? raw.trim() : raw
    return s.length <= max && (!pattern || pattern.test(s)) ? s : undefined
  }

/** An id: 1 to 64 characters. */
export const id: Param<string | undefined> = text(64, { pattern: /^.+$/s })

/** A calendar date, `YYYY-MM-DD`. */
export const date: Param<string | undefined> = text(10, { pattern: /^\d{4}-\d{2}-\d{2}$/ })

/** A whole number within [min, max], else undefined. */
export const int =
  (min = 0, max = Number.MAX_SAFE_INTEGER): Param<number | undefined> =>
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : undefined

/** true or false, else undefined. */
export const flag: Param<boolean | undefined> = (value) => (typeof value === 'boolean' ? value : undefined)

/** One of the listed values, else undefined. */
export const oneOf =
  <const T extends readonly (string | number)[]>(values: T): Param<T[number] | undefined> =>
  (value) =>
    values.includes(value as T[number]) ? (value as T[number]) : undefined

/** The same parameter with a default in place of "not given". */
export const withDefault =
  <T>(param: Param<T | undefined>, fallback: NoInfer<T>): Param<T> =>
  (value) =>
    param(value) ?? fallback
