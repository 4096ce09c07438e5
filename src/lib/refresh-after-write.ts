import type { QueryClient } from '@tanstack/react-query'

/**
 * Reads again, after a write (in this tab or another), every query on screen, including a first read under
 * way. An invalidation cancels and restarts a read that has data to show meanwhile, but one with no data yet
 * is left to finish (TanStack Query's `fetch`): its answer, read before the write, would then stand as fresh,
 * and a tab still loading its unread count when another tab changed it kept the old count. Such reads are
 * read again once they land.
 */
export function refreshAfterWrite(client: QueryClient): void {
  const firstReads = client
    .getQueryCache()
    .findAll({ fetchStatus: 'fetching', predicate: (query) => query.state.data === undefined })
  void client.invalidateQueries()
  for (const query of firstReads) {
    const again = () => client.invalidateQueries({ queryKey: query.queryKey, exact: true })
    void query.promise?.then(again, again)
  }
}
