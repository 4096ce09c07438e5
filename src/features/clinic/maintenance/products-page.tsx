import { lazy, useCallback, useState } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ArrowLeftRight, Package, Pencil, Plus } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { MountWhenOpened } from '@/components/ui/mount-when-opened'
import { Toggle } from '@/components/ui/toggle'
import type { ProductCategory } from '@/shared/schemas/clinic/catalog'
import type { Product } from '@/shared/schemas/clinic/products'
import { useAll, usePage } from '../api/records'
import { AdminOnly } from '../components/admin-only'
import { ChoiceSelect } from '../components/choice-select'
import { DataTable, type Column } from '../components/data-table'
import { ClinicPage } from '../components/page'
import { Pager } from '../components/pager'
import { SearchField } from '../components/search-field'
import { LoadError, Loading } from '../components/states'
import { activePill, inactivePill, tableCard, toolbarRow } from '../components/styles'
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
  const navigate = useNavigate()
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
  const setSearch = useCallback(
    (patch: Record<string, unknown>) =>
      void navigate({ to: '.', search: (s: Record<string, unknown>) => ({ ...s, ...patch }), replace: true }),
    [navigate],
  )
  const onQuery = useCallback((q: string) => setSearch({ q: q || undefined, page: undefined }), [setSearch])
  const categoryName = (id: string) => categories.data?.find((c) => c.id === id)?.name ?? '—'

  const columns: Column<Product>[] = [
    {
      id: 'sku',
      header: t('products.fields.sku'),
      sort: 'sku',
      hideBelow: 'sm',
      cell: (p) => <span className={css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' })}>{p.sku}</span>,
    },
    {
      id: 'name',
      header: t('products.fields.name'),
      sort: 'name',
      cell: (p) => (
        <div className={css({ minW: { base: '0', sm: '10rem' } })}>
          <p className={css({ fontWeight: 'semibold' })}>{p.name}</p>
          <p
            className={css({
              fontSize: 'xs',
              color: 'fg.subtle',
              fontFamily: 'mono',
              display: { base: 'block', sm: 'none' },
            })}
          >
            {p.sku}
          </p>
          <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
            {categoryName(p.categoryId)} · {t(`products.units.${p.unit}`)}
          </p>
        </div>
      ),
    },
    {
      id: 'price',
      header: t('products.fields.salePrice'),
      sort: 'salePrice',
      align: 'end',
      hideBelow: 'md',
      cell: (p) => money(p.salePrice, i18n.language),
    },
    {
      id: 'cost',
      header: t('products.fields.cost'),
      align: 'end',
      hideBelow: 'lg',
      cell: (p) => <span className={css({ color: 'fg.muted' })}>{money(p.cost, i18n.language)}</span>,
    },
    {
      id: 'stock',
      header: t('products.fields.stock'),
      sort: 'stock',
      align: 'end',
      cell: (p) => (
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
    },
    {
      id: 'active',
      header: t('persons.fields.status'),
      hideBelow: 'sm',
      cell: (p) => (
        <span className={p.active ? activePill : inactivePill}>
          {p.active ? t('common.active') : t('common.inactive')}
        </span>
      ),
    },
    {
      id: 'actions',
      header: t('common.actions'),
      align: 'end',
      cell: (p) => (
        <div className={css({ display: 'inline-flex', gap: '1' })}>
          <Button
            variant="ghost"
            size="iconSm"
            aria-label={t('stock.manageNamed', { name: p.name })}
            title={t('stock.manage')}
            onClick={() => setStockOf(p)}
          >
            <ArrowLeftRight />
          </Button>
          <Button
            variant="ghost"
            size="iconSm"
            aria-label={t('maintenance.editNamed', { name: p.name })}
            onClick={() => setEditing(p)}
          >
            <Pencil />
          </Button>
        </div>
      ),
    },
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
          <ChoiceSelect
            label={t('products.fields.category')}
            hideLabel
            className={css({ w: { base: 'full', sm: '14rem' } })}
            choices={[
              { value: 'all', label: t('products.allCategories') },
              ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
            ]}
            value={search.category ?? 'all'}
            onChange={(v) => setSearch({ category: v[0] && v[0] !== 'all' ? v[0] : undefined, page: undefined })}
          />
          <div className={css({ h: '10', display: 'flex', alignItems: 'center' })}>
            <Toggle
              label={t('products.lowStockOnly')}
              checked={Boolean(search.lowStock)}
              onChange={(on) => setSearch({ lowStock: on || undefined, page: undefined })}
            />
          </div>
        </div>
        {data ? (
          data.items.length ? (
            <>
              <DataTable
                caption={t('products.title')}
                columns={columns}
                rows={data.items}
                sort={params.sort}
                order={params.order}
                busy={list.isPlaceholderData}
                onSort={(sort, order) => setSearch({ sort, order, page: undefined })}
              />
              <div className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
                <Pager
                  pagination={data.pagination}
                  onPage={(page) => setSearch({ page: page || undefined })}
                  onSize={(size) => setSearch({ size, page: undefined })}
                />
              </div>
            </>
          ) : (
            <EmptyState icon={<Package />} title={t('products.empty')} />
          )
        ) : list.error ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Loading />
        )}
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
