import { useCallback, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { css } from 'styled-system/css'
import { DataTable } from '@/components/data-table/data-table'
import { Pagination } from '@/components/data-table/pagination'
import type { Page } from '@/shared/schemas/clinic/common'
import { useDeferredArrival } from '@/lib/use-deferred-arrival'
import { useSearchPatch } from '../lib/use-search-patch'
import { LoadError, Loading } from './states'

const PAGE_SIZES = [10, 25, 50, 100] as const

/** A list's search, page and sort as its route keeps them in the URL. */
export interface ListSearch {
  q?: string
  page?: number
  size?: number
  sort?: string
  order?: 'asc' | 'desc'
}

/** The API's page parameters for a list's URL state; `sort` is the list's own order when the URL names none. */
export function pageParams(search: ListSearch, sort: string) {
  return {
    search: search.q ?? '',
    page: search.page ?? 0,
    size: search.size ?? 10,
    sort: search.sort ?? sort,
    order: search.order ?? 'asc',
  }
}

/** A list's URL state: `setSearch` for its table, pager and filters, `onQuery` for its search box (back to page 1). */
export function useListSearch() {
  const setSearch = useSearchPatch()
  const onQuery = useCallback((q: string) => setSearch({ q: q || undefined, page: undefined }), [setSearch])
  return { setSearch, onQuery }
}

/**
 * One page of a clinic list as the API answers it: the sortable table and its pager, or the empty, failed or
 * loading state. Sorting and paging go to the URL through `setSearch`; a column sorts by its id, the API's field.
 */
export function PagedTable<T extends { id: string }>({
  caption,
  columns,
  list,
  data: answer = list.data,
  sort,
  order,
  setSearch,
  empty,
  onRowClick,
}: {
  caption: string
  columns: ColumnDef<T, any>[]
  list: UseQueryResult<Page<T>>
  /** The page to show: `list.data` unless the rows wait for something else (the names they show). */
  data?: Page<T>
  sort: string
  order: 'asc' | 'desc'
  setSearch: (patch: Record<string, unknown>) => void
  empty: ReactNode
  onRowClick?: (row: T) => void
}) {
  // The rows draw the first answer in a deferred pass (see useDeferredArrival).
  const data = useDeferredArrival(answer)
  if (!answer) return list.error ? <LoadError error={list.error} onRetry={() => void list.refetch()} /> : <Loading />
  if (!data) return <Loading />
  if (!data.items.length) return <>{empty}</>
  const { page, size, length } = data.pagination
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        data={data.items}
        getRowId={(row) => row.id}
        sort={{ id: sort, desc: order === 'desc' }}
        onSortChange={(s) => setSearch({ sort: s.id, order: s.desc ? 'desc' : 'asc', page: undefined })}
        fetching={list.isPlaceholderData}
        onRowClick={onRowClick}
      />
      <div className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
        <Pagination
          page={page}
          size={size}
          total={length}
          sizes={PAGE_SIZES}
          onPageChange={(next) => setSearch({ page: next || undefined })}
          onSizeChange={(next) => setSearch({ size: next, page: undefined })}
        />
      </div>
    </>
  )
}
