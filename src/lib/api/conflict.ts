/**
 * The row as stored now, when the server refused a change based on an older version (an `ApiError` 409 with
 * `current`). Read by shape so that this module does not pull in the client and its session.
 */
export function conflictRow<T>(error: unknown): T | undefined {
  const e = error as { status?: unknown; body?: { current?: unknown } | null } | null
  if (!e || typeof e !== 'object' || e.status !== 409) return undefined
  const current = e.body?.current
  return current && typeof current === 'object' ? (current as T) : undefined
}

export type Side = 'mine' | 'theirs'

/** The keys whose values differ between my edit and the stored row (compared by value, not identity). */
export function differingKeys<V extends object>(mine: V, theirs: V): Array<keyof V & string> {
  const keys = new Set([...Object.keys(mine), ...Object.keys(theirs)]) as Set<keyof V & string>
  return [...keys].filter((k) => JSON.stringify(mine[k] ?? null) !== JSON.stringify(theirs[k] ?? null))
}

/** My edit with the fields chosen as `theirs` taken from the stored row. */
export function mergeValues<V extends object>(mine: V, theirs: V, choice: Partial<Record<keyof V, Side>>): V {
  const merged = { ...mine }
  for (const key of Object.keys(choice) as Array<keyof V>) if (choice[key] === 'theirs') merged[key] = theirs[key]
  return merged
}

export interface ConflictField {
  key: string
  label: string
  /** The value in my edit and in the stored row, as short texts. */
  mine: string
  theirs: string
}

/** The rows of the conflict dialog: each field that differs, with both values described. */
export function conflictFields<V extends object>(
  mine: V,
  theirs: V,
  labelOf: (key: keyof V & string) => string,
): ConflictField[] {
  return differingKeys(mine, theirs).map((key) => ({
    key,
    label: labelOf(key),
    mine: describeValue(mine[key]),
    theirs: describeValue(theirs[key]),
  }))
}

/** A short text for a field's value in the conflict dialog: lists joined, markup dropped, empty as a dash. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (Array.isArray(value)) return value.length ? value.map(describeValue).join(', ') : '—'
  if (typeof value === 'object') {
    const parts = Object.values(value as Record<string, unknown>).filter(
      (v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
    )
    return parts.length ? parts.map(String).join(' · ') : '—'
  }
  const text = String(value)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return text.length > 120 ? `${text.slice(0, 119)}…` : text || '—'
}
