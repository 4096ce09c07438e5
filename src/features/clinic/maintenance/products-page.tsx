import { lazy, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { ArrowLeftRight, Package } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { MountWhenOpened } from '@/components/ui/mount-when-opened'
import { Toggle } from '@/components/ui/toggle'
import type { ProductCategory } from '@/shared/schemas/clinic/catalog'
import type { Product } from '@/shared/schemas/clinic/products'
import { AdminOnly } from '../components/admin-only'
import { actionsColumn, codeColumn, nameColumn, statusColumn } from '../components/columns'
import { useListSearch } from '../components/paged-table'
import { RecordActions } from '../components/record-actions'
import { money } from '../lib/format'
import { CatalogueList, useCataloguePage } from './catalogue-list'

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
  const page = useCataloguePage<Product, ProductCategory>('products', search, {
    lowStock: search.lowStock ? 'true' : undefined,
  })
  const { setSearch } = useListSearch()

  const column = createColumnHelper<Product>()
  const columns: ColumnDef<Product, any>[] = [
    codeColumn<Product>('sku', t('products.fields.sku')),
    nameColumn<Product>(
      t('products.fields.name'),
      'sku',
      (p) => `${page.categoryName(p.categoryId)} · ${t(`products.units.${p.unit}`)}`,
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
    actionsColumn<Product>(t, (p) => (
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
    )),
  ]

  return (
    <CatalogueList
      catalogue="products"
      page={page}
      search={search}
      columns={columns}
      icon={<Package />}
      onNew={() => setEditing('new')}
      filterClassName={css({ w: { base: 'full', sm: '14rem' } })}
      filters={
        <div className={css({ h: '10', display: 'flex', alignItems: 'center' })}>
          <Toggle
            label={t('products.lowStockOnly')}
            checked={Boolean(search.lowStock)}
            onChange={(on) => setSearch({ lowStock: on || undefined, page: undefined })}
          />
        </div>
      }
    >
      <MountWhenOpened open={editing !== null}>
        <ProductDialog
          record={editing === 'new' ? null : editing}
          categories={page.categories.data ?? []}
          open={editing !== null}
          onOpenChange={(o) => !o && setEditing(null)}
        />
      </MountWhenOpened>
      <MountWhenOpened open={stockOf !== null}>
        <StockDialog product={stockOf} onClose={() => setStockOf(null)} />
      </MountWhenOpened>
    </CatalogueList>
  )
}
