import { Suspense, lazy, useCallback, useEffect, useState, type ComponentProps } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PackageSearch, Plus, X } from 'lucide-react'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { DataTable } from '@/components/data-table/data-table'
import { Pagination } from '@/components/data-table/pagination'
import { SearchInput } from '@/components/form/search-input'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Select } from '@/components/ui/input'
import { LoadingBlock } from '@/components/ui/loading-block'
import { Spinner } from '@/components/ui/spinner'
import type { Product } from '@/shared/schemas/inventory'
import { PAGE_SIZES, SORTABLE_COLUMNS, type SortableColumn } from '../lib/list-params'
import { productQueryOptions, productsQueryOptions } from '../api/products'
import { referencesQueryOptions } from '../api/references'
import { tagsQueryOptions } from '../api/tags'
import { useInventoryMutations } from '../hooks/use-inventory-mutations'
import { useDebouncedSearch } from '@/lib/use-debounced-search'
import { useDeferredArrival } from '@/lib/use-deferred-arrival'
import { useInventorySearch } from '../hooks/use-inventory-search'
import { useProductColumns } from './product-columns'

// The edit form (react-hook-form, the product schema, the tag and image editors) loads when a product opens.
const ProductForm = lazy(() => import('./product-form').then((m) => ({ default: m.ProductForm })))

/**
 * The open product's form. It reads the references and tags itself: their answers then re-render the form,
 * not the whole page and table (a query's answer renders its readers synchronously).
 */
function ProductEditor(props: Omit<ComponentProps<typeof ProductForm>, 'references' | 'tags'>) {
  const references = useQuery(referencesQueryOptions())
  const tags = useQuery(tagsQueryOptions())
  return <ProductForm {...props} references={references.data} tags={tags.data ?? []} />
}

/** The e-commerce inventory: search, sortable columns, paging, and an inline form under the open row. */
export function InventoryPage() {
  const { t } = useTranslation('inventory')
  const { search, set, query } = useInventorySearch()
  const mutations = useInventoryMutations()
  const [created, setCreated] = useState<string | null>(null)
  const products = useQuery(productsQueryOptions(query))
  // Ready for the first product that opens, without re-rendering the page when they arrive.
  const client = useQueryClient()
  useEffect(() => {
    void client.prefetchQuery(referencesQueryOptions())
    void client.prefetchQuery(tagsQueryOptions())
  }, [client])
  const answer = products.data
  const rows = answer?.products ?? []
  // The table and its count draw the first answer in a deferred pass (see useDeferredArrival).
  const shown = useDeferredArrival(answer)
  const open = search.open
  const openInPage = rows.some((p) => p.id === open)
  // The open product may not be on this page (just created, or a deep link): fetch it and pin it on top.
  const pinnedQuery = useQuery({
    ...productQueryOptions(open ?? ''),
    enabled: Boolean(open) && Boolean(answer) && !openInPage,
  })
  const pinned = open && !openInPage && pinnedQuery.data ? [pinnedQuery.data] : []

  const commitSearch = useCallback((text: string) => set({ search: text, page: 1 }, { replace: true }), [set])
  const [text, setText] = useDebouncedSearch(search.search, commitSearch)

  // A page past the end (after deletes, or an edited URL): go to the last page there is.
  useEffect(() => {
    if (!answer || products.isPlaceholderData) return
    if (answer.products === null || (answer.products.length === 0 && query.page > 0))
      set({ page: answer.pagination.lastPage }, { replace: true })
  }, [answer, products.isPlaceholderData, query.page, set])

  // An open id that no longer exists (deleted elsewhere) closes.
  useEffect(() => {
    if (open && pinnedQuery.isError) set({ open: undefined }, { replace: true })
  }, [open, pinnedQuery.isError, set])

  const toggle = useCallback((p: Product) => set({ open: search.open === p.id ? undefined : p.id }), [set, search.open])
  const columns = useProductColumns(open, toggle)
  const total = shown?.products ? shown.pagination.length : 0

  async function addProduct() {
    const product = await mutations.create.mutateAsync().catch(() => undefined)
    if (!product) return
    setCreated(product.id)
    set({ open: product.id })
  }

  return (
    <div
      className={css({
        maxW: '7xl',
        mx: 'auto',
        p: { base: '3', sm: '6', md: '8' },
        display: 'flex',
        flexDir: 'column',
        gap: { base: '4', sm: '6' },
      })}
    >
      <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4' })}>
        <div className={css({ flex: '1 1 12rem' })}>
          <h1
            className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' })}
          >
            {t('title')}
          </h1>
          <p
            className={css({
              color: 'fg.muted',
              fontSize: 'sm',
              display: 'flex',
              alignItems: 'center',
              gap: '2',
              minH: '5',
            })}
            data-testid="product-count"
          >
            {shown?.products ? t('count', { count: total }) : null}
            {products.isFetching ? <Spinner size={12} /> : null}
          </p>
        </div>
        <div
          className={css({
            display: 'flex',
            gap: '3',
            flex: { base: '1 1 100%', sm: '0 1 auto' },
            alignItems: 'center',
          })}
        >
          <SearchInput
            label={t('searchLabel')}
            value={text}
            onChange={setText}
            placeholder={t('searchPlaceholder')}
            rounded
            className={css({ minW: { sm: '18rem' } })}
          />
          <Button
            onClick={() => void addProduct()}
            disabled={mutations.create.isPending}
            aria-label={t('addLabel')}
            className={css({ borderRadius: 'full' })}
          >
            {mutations.create.isPending ? <Spinner /> : <Plus />}
            {t('add')}
          </Button>
        </div>
      </header>

      <section className={card({ padding: 'none' })}>
        <div
          className={css({
            display: { base: 'flex', sm: 'none' },
            alignItems: 'center',
            gap: '2',
            p: '3',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <label htmlFor="inventory-sort" className={css({ fontSize: 'sm', color: 'fg.muted', whiteSpace: 'nowrap' })}>
            {t('sortLabel')}
          </label>
          <Select
            id="inventory-sort"
            value={`${search.sort}:${search.order}`}
            onChange={(e) => {
              const [sort, order] = e.target.value.split(':') as [SortableColumn, 'asc' | 'desc']
              set({ sort, order, page: 1 })
            }}
          >
            {SORTABLE_COLUMNS.flatMap((c) =>
              (['asc', 'desc'] as const).map((o) => (
                <option key={`${c}:${o}`} value={`${c}:${o}`}>
                  {t('sortOption', { column: t(`columns.${c}`), order: t(`orders.${o}`) })}
                </option>
              )),
            )}
          </Select>
        </div>
        {products.isError && !answer ? (
          <EmptyState icon={<PackageSearch />} title={t('loadFailed')}>
            <Button variant="outline" onClick={() => void products.refetch()}>
              {t('retry')}
            </Button>
          </EmptyState>
        ) : (
          <DataTable
            caption={t('table.caption')}
            columns={columns}
            data={shown?.products ?? []}
            pinned={pinned}
            getRowId={(p) => p.id}
            sort={{ id: search.sort, desc: search.order === 'desc' }}
            onSortChange={(s) => set({ sort: s.id as SortableColumn, order: s.desc ? 'desc' : 'asc', page: 1 })}
            loadingLabel={t('table.loading')}
            loading={!shown}
            fetching={products.isPlaceholderData}
            rowTestId="product-row"
            onRowClick={toggle}
            expandedId={open}
            renderExpanded={(p) => (
              <Suspense fallback={<LoadingBlock label={t('table.loading')} size={24} className={css({ py: '10' })} />}>
                <ProductEditor
                  key={p.id}
                  product={p}
                  mutations={mutations}
                  autoFocus={created === p.id}
                  onClose={() => set({ open: undefined })}
                />
              </Suspense>
            )}
            empty={
              <EmptyState
                icon={<PackageSearch />}
                title={search.search ? t('emptySearch', { search: search.search }) : t('empty')}
              >
                {search.search ? (
                  <Button variant="outline" onClick={() => set({ search: '', page: 1 })}>
                    <X />
                    {t('clearSearch')}
                  </Button>
                ) : (
                  <p>{t('emptyHint')}</p>
                )}
              </EmptyState>
            }
          />
        )}
        {total > 0 ? (
          <div className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
            <Pagination
              page={query.page}
              size={search.size}
              total={total}
              sizes={PAGE_SIZES}
              onPageChange={(page) => set({ page: page + 1, open: undefined })}
              onSizeChange={(size) => set({ size, page: 1 })}
            />
          </div>
        ) : null}
      </section>
    </div>
  )
}
