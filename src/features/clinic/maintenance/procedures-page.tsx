import { lazy, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { Syringe } from 'lucide-react'
import { css } from 'styled-system/css'
import { MountWhenOpened } from '@/components/ui/mount-when-opened'
import type { Procedure, ProcedureCategory } from '@/shared/schemas/clinic/catalog'
import { AdminOnly } from '../components/admin-only'
import { actionsColumn, codeColumn, nameColumn, statusColumn } from '../components/columns'
import { DeleteRecordDialog, RecordActions } from '../components/record-actions'
import { duration, money } from '../lib/format'
import { CatalogueList, useCataloguePage } from './catalogue-list'

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
  const page = useCataloguePage<Procedure, ProcedureCategory>('procedures', search)

  const column = createColumnHelper<Procedure>()
  const columns: ColumnDef<Procedure, any>[] = [
    codeColumn<Procedure>('code', t('procedures.fields.code')),
    nameColumn<Procedure>(t('procedures.fields.name'), 'code', (p) => page.categoryName(p.categoryId)),
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
    actionsColumn<Procedure>(t, (p) => (
      <RecordActions name={p.name} onEdit={() => setEditing(p)} onDelete={() => setDeleting(p)} />
    )),
  ]

  return (
    <CatalogueList
      catalogue="procedures"
      page={page}
      search={search}
      columns={columns}
      icon={<Syringe />}
      onNew={() => setEditing('new')}
      filterClassName={css({ w: { base: 'full', sm: '16rem' } })}
    >
      <MountWhenOpened open={editing !== null}>
        <ProcedureDialog
          record={editing === 'new' ? null : editing}
          categories={page.categories.data ?? []}
          open={editing !== null}
          onOpenChange={(o) => !o && setEditing(null)}
        />
      </MountWhenOpened>
      <DeleteRecordDialog resource="procedures" record={deleting} onClose={() => setDeleting(null)} />
    </CatalogueList>
  )
}
