import type { ReactNode } from 'react'
import type { ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { Plus } from 'lucide-react'
import { SearchField } from '@/components/form/search-field'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useAll, usePage, type ListParams } from '../api/records'
import { CategoryFilter } from '../components/category-filter'
import { ClinicPage } from '../components/page'
import { PagedTable, pageParams, useListSearch, type ListSearch } from '../components/paged-table'
import { cardFrame, toolbarRow } from '../components/styles'

// The two catalogues sold or performed by category: their API collection is also their locale prefix.
type Catalogue = 'procedures' | 'products'
const CATEGORIES = { procedures: 'procedure-categories', products: 'product-categories' } as const

type Category = { id: string; name: string }

/** A catalogue list's URL state (see its route's `validateSearch`). */
export interface CatalogueSearch extends ListSearch {
  category?: string
}

/**
 * One page of a catalogue and its categories, which the rows name: `data` waits for the categories (or their
 * failure), so a row shows with its category, not grows a line later. `filters` adds the list's own.
 */
export function useCataloguePage<T, C extends Category = Category>(
  catalogue: Catalogue,
  search: CatalogueSearch,
  filters: ListParams = {},
) {
  const categories = useAll<C>(CATEGORIES[catalogue], { sort: 'name' })
  const params = { ...pageParams(search, 'name'), categoryId: search.category, ...filters }
  const list = usePage<T>(catalogue, params)
  const categoryName = (id: string) => categories.data?.find((c) => c.id === id)?.name ?? '—'
  return { categories, list, params, categoryName, data: categories.isPending ? undefined : list.data }
}

/**
 * A catalogue's page: title with the count and a New button, search and category filter (then the list's own
 * `filters`), the paged table; `children` (its dialogs) come after the table.
 */
export function CatalogueList<T extends { id: string }>({
  catalogue,
  page,
  search,
  columns,
  icon,
  onNew,
  filterClassName,
  filters,
  children,
}: {
  catalogue: Catalogue
  page: ReturnType<typeof useCataloguePage<T, Category>>
  search: CatalogueSearch
  columns: ColumnDef<T, any>[]
  icon: ReactNode
  onNew: () => void
  /** The category filter's width. */
  filterClassName: string
  filters?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation('clinic')
  const { setSearch, onQuery } = useListSearch()
  const { data } = page
  return (
    <ClinicPage
      title={t(`${catalogue}.title`)}
      subtitle={data ? t(`${catalogue}.count`, { count: data.pagination.length }) : t('loading')}
      icon={icon}
      actions={
        <Button onClick={onNew}>
          <Plus /> {t(`${catalogue}.new`)}
        </Button>
      }
    >
      <div className={cardFrame}>
        <div className={toolbarRow}>
          <SearchField value={search.q ?? ''} onChange={onQuery} label={t(`${catalogue}.search`)} />
          <CategoryFilter
            label={t(`${catalogue}.fields.category`)}
            allLabel={t(`${catalogue}.allCategories`)}
            categories={page.categories.data}
            value={search.category}
            onChange={(category) => setSearch({ category, page: undefined })}
            className={filterClassName}
          />
          {filters}
        </div>
        <PagedTable
          caption={t(`${catalogue}.title`)}
          columns={columns}
          list={page.list}
          data={data}
          sort={page.params.sort}
          order={page.params.order}
          setSearch={setSearch}
          empty={<EmptyState icon={icon} title={t(`${catalogue}.empty`)} />}
        />
      </div>
      {children}
    </ClinicPage>
  )
}
