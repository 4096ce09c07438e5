import { lazy, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { ArrowLeftRight, Package, Plus } from 'lucide-react'
import { css } from 'styled-system/css'
import { SearchField } from '@/components/form/search-field'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { MountWhenOpened } from '@/components/ui/mount-when-opened'
import { Toggle } from '@/components/ui/toggle'
import type { ProductCategory } from '@/shared/schemas/clinic/catalog'
import type { Product } from '@/shared/schemas/clinic/products'
import { useAll, usePage } from '../api/records'
import { AdminOnly } from '../components/admin-only'
import { CategoryFilter } from '../components/category-filter'
import { codeColumn, nameColumn, statusColumn } from '../components/columns'
import { ClinicPage } from '../components/page'
import { PagedTable, useListSearch } from '../components/paged-table'
import { RecordActions } from '../components/record-actions'
import { tableCard, toolbarRow } from '../components/styles'
import { money } from '../lib/format'

// The forms (with their schemas) load when first opened.
const ProductDialog = lazy(() => import('./product-dialog').then((m) => ({ default: m.ProductDialog })))
const StockDialog = lazy(() => import('./stock-dialog').then((m) => ({ default: m.StockDialog })))

const route = getRouteApi('/_auth/_app/maintenance/admin-products')

export function ProductsPage() {
  return (
    <AdminOnly>
      <Products />
    </AdminOnly>
  )
}

/** Products the clinic sells or uses: catalogue data, and stock through its movements. */
function Products() {
  const { t, i18n } = useTranslation('clinic')
  const search = route.useSearch()
  const [editing, setEditing] = useState<Product | 'new' | null>(null)
  const [stockOf, setStockOf] = useState<Product | null>(null)
  const categories = useAll<ProductCategory>('product-categories', { sort: 'name' })
  const params = {
    search: search.q ?? '',
    page: search.page ?? 0,
    size: search.size ?? 10,
    sort: search.sort ?? 'name',
    order: search.order ?? 'asc',
    categoryId: search.category,
    lowStock: search.lowStock ? 'true' : undefined,
  }
  const list = usePage<Product>('products', params)
  const { setSearch, onQuery } = useListSearch()
  const categoryName = (id: string) => categories.data?.find((c) => c.id === id)?.name ?? '—'

  const column = createColumnHelper<Product>()
  const columns: ColumnDef<Product, any>[] = [
    codeColumn<Product>('sku', t('products.fields.sku')),
    nameColumn<Product>(
      t('products.fields.name'),
      'sku',
      (p) => `${categoryName(p.categoryId)} · ${t(`products.units.${p.unit}`)}`,
    ),
    column.accessor('salePrice', {
      header: t('products.fields.salePrice'),
      cell: ({ row }) => money(row.original.salePrice, i18n.language),
      meta: { align: 'end', hideBelow: 'md' },
    }),
    column.display({
      id: 'cost',
      header: t('products.fields.cost'),
      cell: ({ row }) => <span className={css({ color: 'fg.muted' })}>{money(row.original.cost, i18n.language)}</span>,
      meta: { align: 'end', hideBelow: 'lg' },
    }),
    column.accessor('stock', {
      header: t('products.fields.stock'),
      cell: ({ row: { original: p } }) => (
        <span
          className={
            css({ fontWeight: 'bold', px: '2', py: '0.5', borderRadius: 'md' }) +
            ' ' +
            (p.stock <= p.minStock ? css({ bg: 'warning.subtle', color: 'warning.text' }) : '')
          }
          title={t('stock.min', { count: p.minStock })}
        >
          {p.stock}
        </span>
      ),
      meta: { align: 'end' },
    }),
    statusColumn<Product>(t, 'sm'),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row: { original: p } }) => (
        <div className={css({ display: 'inline-flex', gap: '1' })}>
          <RecordActions name={p.name} onEdit={() => setEditing(p)}>
            <Button
              variant="ghost"
              size="iconSm"
              aria-label={t('stock.manageNamed', { name: p.name })}
              title={t('stock.manage')}
              onClick={() => setStockOf(p)}
            >
              <ArrowLeftRight />
            </Button>
          </RecordActions>
        </div>
      ),
      meta: { align: 'end' },
    }),
  ]

  // Rows name their category: they show once the categories are in (or failed), not grow a line later.
  const data = categories.isPending ? undefined : list.data
  return (
    <ClinicPage
      title={t('products.title')}
      subtitle={data ? t('products.count', { count: data.pagination.length }) : t('loading')}
      icon={<Package />}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus /> {t('products.new')}
        </Button>
      }
    >
      <div className={tableCard}>
        <div className={toolbarRow}>
          <SearchField value={search.q ?? ''} onChange={onQuery} label={t('products.search')} />
          <CategoryFilter
            label={t('products.fields.category')}
            allLabel={t('products.allCategories')}
            categories={categories.data}
            value={search.category}
            onChange={(category) => setSearch({ category, page: undefined })}
            className={css({ w: { base: 'full', sm: '14rem' } })}
          />
          <div className={css({ h: '10', display: 'flex', alignItems: 'center' })}>
            <Toggle
              label={t('products.lowStockOnly')}
              checked={Boolean(search.lowStock)}
              onChange={(on) => setSearch({ lowStock: on || undefined, page: undefined })}
            />
          </div>
        </div>
        <PagedTable
          caption={t('products.title')}
          columns={columns}
          list={list}
          data={data}
          sort={params.sort}
          order={params.order}
          setSearch={setSearch}
          empty={<EmptyState icon={<Package />} title={t('products.empty')} />}
        />
      </div>
      <MountWhenOpened open={editing !== null}>
        <ProductDialog
          product={editing === 'new' ? null : editing}
          categories={categories.data ?? []}
          open={editing !== null}
          onOpenChange={(o) => !o && setEditing(null)}
        />
      </MountWhenOpened>
      <MountWhenOpened open={stockOf !== null}>
        <StockDialog product={stockOf} onClose={() => setStockOf(null)} />
      </MountWhenOpened>
    </ClinicPage>
  )
}
