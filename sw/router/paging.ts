import type { Collection } from 'dexie'
import { badRequest } from './http-error'

/**
 * Opt-in paging for list routes whose contract answers the whole list as a bare array: a client that
 * sends neither `page` nor `size` still gets the bare array; one that sends either gets a `Page`.
 * Pages are one-based (as the mailbox's are); past the last page the list is empty, not an error.
 */
export const PAGE_SIZE = { default: 50, max: 500 } as const

export interface PageRequest {
  page: number
  size: number
}

export interface Page<T> {
  items: T[]
  pagination: { total: number; page: number; size: number; lastPage: number }
}

function wholeNumber(query: URLSearchParams, name: string, min: number, max: number, fallback: number): number {
  const raw = query.get(name)
  if (raw === null) return fallback
  const value = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN
  if (!(value >= min && value <= max)) {
    throw badRequest(
      name,
      max === Number.MAX_SAFE_INTEGER
        ? `Must be a whole number from ${min}`
        : `Must be a whole number from ${min} to ${max}`,
    )
  }
  return value
}

/** The paging a request asks for, or null when it sent neither `page` nor `size` (the whole list). */
export function pageRequest(query: URLSearchParams): PageRequest | null {
  if (!query.has('page') && !query.has('size')) return null
  return {
    page: wholeNumber(query, 'page', 1, Number.MAX_SAFE_INTEGER, 1),
    size: wholeNumber(query, 'size', 1, PAGE_SIZE.max, PAGE_SIZE.default),
  }
}

const pagination = (total: number, { page, size }: PageRequest): Page<never>['pagination'] => ({
  total,
  page,
  size,
  lastPage: Math.max(Math.ceil(total / size), 1),
})

/** The rows a page covers, as the query engine's `offset`/`limit`. */
export const pageWindow = ({ page, size }: PageRequest) => ({ offset: (page - 1) * size, limit: size })

/** A page of `items` out of `total` matching rows. */
export const pageAnswer = <T>(items: T[], total: number, request: PageRequest): Page<T> => ({
  items,
  pagination: pagination(total, request),
})

/** One page of rows already in memory. */
export function pageOf<T>(rows: readonly T[], request: PageRequest): Page<T> {
  const start = (request.page - 1) * request.size
  return { items: rows.slice(start, start + request.size), pagination: pagination(rows.length, request) }
}

/** One page read straight from an ordered Dexie collection: only the page's rows leave the database. */
export async function pageOfCollection<R, T>(
  collection: () => Collection<R>,
  request: PageRequest,
  map: (rows: R[]) => T[] | Promise<T[]>,
): Promise<Page<T>> {
  const total = await collection().count()
  const rows = await collection()
    .offset((request.page - 1) * request.size)
    .limit(request.size)
    .toArray()
  return { items: await map(rows), pagination: pagination(total, request) }
}
