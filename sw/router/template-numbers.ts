/**
 * A number from the query read as the template's mock back end reads it: `parseInt(value, 10)`, so '2abc'
 * is 2, '1.5' is 1 and 'abc' or '-' is NaN. The template never refuses one, and its clients may rely on
 * that; NaN and Infinity become `null` in the JSON answer. An absent or empty value gives the default.
 */
export function templateInt(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name)
  return raw === null || raw.trim() === '' ? fallback : Number.parseInt(raw, 10)
}

/**
 * True when `Array.prototype.slice(begin, begin + size)` is a plain window the query engine can take as
 * offset and limit. Otherwise (negative, fractional or NaN bounds) the caller slices the whole list the
 * way the template's `slice` does, counting negative bounds from the end.
 */
export const isPlainWindow = (begin: number, size: number): boolean =>
  Number.isSafeInteger(begin) && begin >= 0 && Number.isSafeInteger(size) && size > 0
