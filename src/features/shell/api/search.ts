import { api } from '@/lib/api/client'
import type { SearchResultSet } from '@/shared/schemas/shell'

/** The result sets for a query; the empty query's `{ results: [] }` quirk reads as no sets. */
export async function search(query: string, signal?: AbortSignal): Promise<SearchResultSet[]> {
  const answer = await api.post<SearchResultSet[] | { results: [] }>(
    'api/common/search',
    { query },
    { signal, silent: true },
  )
  return Array.isArray(answer) ? answer : []
}
