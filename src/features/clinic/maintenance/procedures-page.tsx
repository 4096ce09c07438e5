import { lazy, useCallback, useState } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Pencil, Plus, Syringe, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { MountWhenOpened } from '@/components/ui/mount-when-opened'
import { toast } from '@/components/ui/toaster'
import type { Procedure, ProcedureCategory } from '@/shared/schemas/clinic/catalog'
import { useAll, usePage, useRemove } from '../api/records'
import { AdminOnly } from '../components/admin-only'
import { ChoiceSelect } from '../components/choice-select'
import { DataTable, type Column } from '../components/data-table'
import { ClinicPage } from '../components/page'
import { Pager } from '../components/pager'
import { SearchField } from '../components/search-field'
import { LoadError, Loading } from '../components/states'
import { activePill, inactivePill, tableCard, toolbarRow } from '../components/styles'
import { explainError } from '../lib/errors'
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
  const navigate = useNavigate()
  const [editing, setEditing] = useState<Procedure | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Procedure | null>(null)
  const categories = useAll<ProcedureCategory>('procedure-categories', { sort: 'name' })
  const remove = useRemove('procedures')
  const params = {
    search: search.q ?? '',
    page: search.page ?? 0,
    size: search.size ?? 10,
    sort: search.sort ?? 'name',
    order: search.order ?? 'asc',
    categoryId: search.category,
  }
  const list = usePage<Procedure>('procedures', params)
  const setSearch = useCallback(
    (patch: Record<string, unknown>) =>
      void navigate({ to: '.', search: (s: Record<string, unknown>) => ({ ...s, ...patch }), replace: true }),
    [navigate],
  )
  const onQuery = useCallback((q: string) => setSearch({ q: q || undefined, page: undefined }), [setSearch])
  const categoryName = (id: string) => categories.data?.find((c) => c.id === id)?.name ?? '—'
  const onDelete = (p: Procedure) =>
    remove.mutate(p.id, {
      onSuccess: () => toast('success', t('maintenance.deleted', { name: p.name })),
      onError: (e) => {
        const { title, detail } = explainError(t, e)
        toast('error', title, detail)
      },
    })

  const columns: Column<Procedure>[] = [
    {
      id: 'code',
      header: t('procedures.fields.code'),
      sort: 'code',
      hideBelow: 'sm',
      cell: (p) => <span className={css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' })}>{p.code}</span>,
    },
    {
      id: 'name',
      header: t('procedures.fields.name'),
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
            {p.code}
          </p>
          <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{categoryName(p.categoryId)}</p>
        </div>
      ),
    },
    {
      id: 'duration',
      header: t('procedures.fields.duration'),
      sort: 'durationMinutes',
      align: 'end',
      cell: (p) => <span className={css({ whiteSpace: 'nowrap' })}>{duration(p.durationMinutes)}</span>,
    },
    {
      id: 'buffers',
      header: t('procedures.fields.buffers'),
      hideBelow: 'lg',
      align: 'end',
      cell: (p) => (
        <span className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>
          {p.bufferBeforeMinutes} / {p.bufferAfterMinutes} min
        </span>
      ),
    },
    {
      id: 'price',
      header: t('procedures.fields.price'),
      sort: 'price',
      align: 'end',
      hideBelow: 'sm',
      cell: (p) => <span className={css({ fontWeight: 'semibold' })}>{money(p.price, i18n.language)}</span>,
    },
    {
      id: 'active',
      header: t('persons.fields.status'),
      hideBelow: 'md',
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
            aria-label={t('maintenance.editNamed', { name: p.name })}
            onClick={() => setEditing(p)}
          >
            <Pencil />
          </Button>
          <Button
            variant="ghost"
            size="iconSm"
            aria-label={t('maintenance.deleteNamed', { name: p.name })}
            onClick={() => setDeleting(p)}
            className={css({ color: 'danger.text' })}
          >
            <Trash2 />
          </Button>
        </div>
      ),
    },
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
          <ChoiceSelect
            label={t('procedures.fields.category')}
            hideLabel
            className={css({ w: { base: 'full', sm: '16rem' } })}
            choices={[
              { value: 'all', label: t('procedures.allCategories') },
              ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
            ]}
            value={search.category ?? 'all'}
            onChange={(v) => setSearch({ category: v[0] && v[0] !== 'all' ? v[0] : undefined, page: undefined })}
          />
        </div>
        {data ? (
          data.items.length ? (
            <>
              <DataTable
                caption={t('procedures.title')}
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
            <EmptyState icon={<Syringe />} title={t('procedures.empty')} />
          )
        ) : list.error ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Loading />
        )}
      </div>
      <MountWhenOpened open={editing !== null}>
        <ProcedureDialog
          procedure={editing === 'new' ? null : editing}
          categories={categories.data ?? []}
          open={editing !== null}
          onOpenChange={(o) => !o && setEditing(null)}
        />
      </MountWhenOpened>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('maintenance.deleteTitle')}
        message={t('maintenance.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => deleting && onDelete(deleting)}
      />
    </ClinicPage>
  )
}
