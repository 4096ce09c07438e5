import { lazy, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { Plus, Syringe } from 'lucide-react'
import { css } from 'styled-system/css'
import { SearchField } from '@/components/form/search-field'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { MountWhenOpened } from '@/components/ui/mount-when-opened'
import type { Procedure, ProcedureCategory } from '@/shared/schemas/clinic/catalog'
import { useAll, usePage } from '../api/records'
import { AdminOnly } from '../components/admin-only'
import { CategoryFilter } from '../components/category-filter'
import { codeColumn, nameColumn, statusColumn } from '../components/columns'
import { ClinicPage } from '../components/page'
import { PagedTable, useListSearch } from '../components/paged-table'
import { DeleteRecordDialog, RecordActions } from '../components/record-actions'
import { tableCard, toolbarRow } from '../components/styles'
import { duration, money } from '../lib/format'

// The form (with its schema) loads when first opened.
const ProcedureDialog = lazy(() => import('./procedure-dialog').then((m) => ({ default: m.ProcedureDialog })))

const route = getRouteApi('/_auth/_app/maintenance/admin-procedures')

export function ProceduresPage() {
  return (
    <AdminOnly>
      <Procedures />
    </AdminOnly>
  )
}

function Procedures() {
  const { t, i18n } = useTranslation('clinic')
  const search = route.useSearch()
  const [editing, setEditing] = useState<Procedure | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Procedure | null>(null)
  const categories = useAll<ProcedureCategory>('procedure-categories', { sort: 'name' })
  const params = {
    search: search.q ?? '',
    page: search.page ?? 0,
    size: search.size ?? 10,
    sort: search.sort ?? 'name',
    order: search.order ?? 'asc',
    categoryId: search.category,
  }
  const list = usePage<Procedure>('procedures', params)
  const { setSearch, onQuery } = useListSearch()
  const categoryName = (id: string) => categories.data?.find((c) => c.id === id)?.name ?? '—'

  const column = createColumnHelper<Procedure>()
  const columns: ColumnDef<Procedure, any>[] = [
    codeColumn<Procedure>('code', t('procedures.fields.code')),
    nameColumn<Procedure>(t('procedures.fields.name'), 'code', (p) => categoryName(p.categoryId)),
    column.accessor('durationMinutes', {
      header: t('procedures.fields.duration'),
      cell: ({ row }) => (
        <span className={css({ whiteSpace: 'nowrap' })}>{duration(row.original.durationMinutes)}</span>
      ),
      meta: { align: 'end' },
    }),
    column.display({
      id: 'buffers',
      header: t('procedures.fields.buffers'),
      cell: ({ row: { original: p } }) => (
        <span className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>
          {p.bufferBeforeMinutes} / {p.bufferAfterMinutes} min
        </span>
      ),
      meta: { align: 'end', hideBelow: 'lg' },
    }),
    column.accessor('price', {
      header: t('procedures.fields.price'),
      cell: ({ row }) => (
        <span className={css({ fontWeight: 'semibold' })}>{money(row.original.price, i18n.language)}</span>
      ),
      meta: { align: 'end', hideBelow: 'sm' },
    }),
    statusColumn<Procedure>(t, 'md'),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row: { original: p } }) => (
        <div className={css({ display: 'inline-flex', gap: '1' })}>
          <RecordActions name={p.name} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
        </div>
      ),
      meta: { align: 'end' },
    }),
  ]

  // Rows name their category: they show once the categories are in (or failed), not grow a line later.
  const data = categories.isPending ? undefined : list.data
  return (
    <ClinicPage
      title={t('procedures.title')}
      subtitle={data ? t('procedures.count', { count: data.pagination.length }) : t('loading')}
      icon={<Syringe />}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus /> {t('procedures.new')}
        </Button>
      }
    >
      <div className={tableCard}>
        <div className={toolbarRow}>
          <SearchField value={search.q ?? ''} onChange={onQuery} label={t('procedures.search')} />
          <CategoryFilter
            label={t('procedures.fields.category')}
            allLabel={t('procedures.allCategories')}
            categories={categories.data}
            value={search.category}
            onChange={(category) => setSearch({ category, page: undefined })}
            className={css({ w: { base: 'full', sm: '16rem' } })}
          />
        </div>
        <PagedTable
          caption={t('procedures.title')}
          columns={columns}
          list={list}
          data={data}
          sort={params.sort}
          order={params.order}
          setSearch={setSearch}
          empty={<EmptyState icon={<Syringe />} title={t('procedures.empty')} />}
        />
      </div>
      <MountWhenOpened open={editing !== null}>
        <ProcedureDialog
          procedure={editing === 'new' ? null : editing}
          categories={categories.data ?? []}
          open={editing !== null}
          onOpenChange={(o) => !o && setEditing(null)}
        />
      </MountWhenOpened>
      <DeleteRecordDialog resource="procedures" record={deleting} onClose={() => setDeleting(null)} />
    </ClinicPage>
  )
}
