import { useCallback } from 'react'
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Pencil, UserPlus, Users } from 'lucide-react'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { EmptyState } from '@/components/ui/empty-state'
import type { Person } from '@/shared/schemas/clinic/persons'
import { usePage } from '../api/records'
import { DataTable, type Column } from '../components/data-table'
import { ClinicPage } from '../components/page'
import { Pager } from '../components/pager'
import { SearchField } from '../components/search-field'
import { Forbidden, LoadError, Loading } from '../components/states'
import { ageOf, fmt, useDateLocale } from '../lib/dates'
import { isClinician, isStaff, useRole } from '../lib/role'
import { solidLink } from '../components/styles'

const route = getRouteApi('/_auth/_app/persons/list-persons')

/** Patients: search, sort and paging live in the URL, so a list can be shared and survives a reload. */
export function PersonsListPage() {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const role = useRole()
  const search = route.useSearch()
  const navigate = useNavigate()
  const params = {
    search: search.q ?? '',
    page: search.page ?? 0,
    size: search.size ?? 10,
    sort: search.sort ?? 'fullName',
    order: search.order ?? 'asc',
  }
  const list = usePage<Person>('persons', params, { enabled: isClinician(role) })
  const setSearch = useCallback(
    (patch: Record<string, unknown>) =>
      void navigate({ to: '.', search: (s: Record<string, unknown>) => ({ ...s, ...patch }), replace: true }),
    [navigate],
  )
  const onQuery = useCallback((q: string) => setSearch({ q: q || undefined, page: undefined }), [setSearch])

  if (!isClinician(role)) return <Forbidden />

  const columns: Column<Person>[] = [
    {
      id: 'name',
      header: t('persons.fields.fullName'),
      sort: 'fullName',
      cell: (p) => (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: { base: '0', sm: '12rem' } })}>
          <Avatar name={p.fullName} size={34} />
          <div className={css({ minW: 0 })}>
            <Link
              to="/persons/add-persons/$id"
              params={{ id: p.id }}
              className={css({ fontWeight: 'semibold', color: 'fg.default', _hover: { color: 'accent.text' } })}
              onClick={(e) => e.stopPropagation()}
            >
              {p.fullName}
            </Link>
            <p
              className={css({
                fontSize: 'xs',
                color: 'fg.subtle',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                display: { base: 'none', sm: 'block' },
              })}
            >
              {p.email ?? p.phone}
            </p>
            {/* Phones leave the document column out: it goes under the name. */}
            <p className={css({ fontSize: 'xs', color: 'fg.subtle', display: { base: 'block', sm: 'none' } })}>
              {t(`persons.documentShort.${p.documentType}`)} {p.documentNumber}
            </p>
          </div>
        </div>
      ),
    },
    {
      id: 'document',
      header: t('persons.fields.document'),
      sort: 'documentNumber',
      hideBelow: 'sm',
      cell: (p) => (
        <span className={css({ whiteSpace: 'nowrap' })}>
          <span className={css({ color: 'fg.subtle', fontSize: 'xs', mr: '1.5' })}>
            {t(`persons.documentShort.${p.documentType}`)}
          </span>
          <span className={css({ fontFamily: 'mono' })}>{p.documentNumber}</span>
        </span>
      ),
    },
    {
      id: 'birthDate',
      header: t('persons.fields.birthDate'),
      sort: 'birthDate',
      hideBelow: 'md',
      cell: (p) => (
        <span className={css({ whiteSpace: 'nowrap' })}>
          {fmt(p.birthDate, 'P', locale)}{' '}
          <span className={css({ color: 'fg.subtle' })}>· {t('persons.age', { count: ageOf(p.birthDate) })}</span>
        </span>
      ),
    },
    {
      id: 'phone',
      header: t('persons.fields.phone'),
      hideBelow: 'lg',
      cell: (p) => <span className={css({ whiteSpace: 'nowrap' })}>{p.phone}</span>,
    },
    {
      id: 'active',
      header: t('persons.fields.status'),
      hideBelow: 'sm',
      cell: (p) => (
        <span
          className={
            css({ fontSize: 'xs', fontWeight: 'semibold', px: '2', py: '0.5', borderRadius: 'full' }) +
            ' ' +
            (p.active
              ? css({ bg: 'success.subtle', color: 'success.text' })
              : css({ bg: 'bg.subtle', color: 'fg.muted' }))
          }
        >
          {p.active ? t('common.active') : t('common.inactive')}
        </span>
      ),
    },
    {
      id: 'edit',
      header: t('common.actions'),
      align: 'end',
      cell: (p) => (
        <Link
          to="/persons/add-persons/$id"
          params={{ id: p.id }}
          aria-label={t('persons.editNamed', { name: p.fullName })}
          onClick={(e) => e.stopPropagation()}
          className={css({
            display: 'inline-flex',
            p: '2',
            borderRadius: 'full',
            color: 'fg.muted',
            _hover: { bg: 'bg.hover', color: 'fg.default' },
          })}
        >
          <Pencil size={16} />
        </Link>
      ),
    },
  ]

  const data = list.data
  return (
    <ClinicPage
      title={t('persons.title')}
      subtitle={data ? t('persons.count', { count: data.pagination.length }) : t('loading')}
      icon={<Users />}
      actions={
        isStaff(role) ? (
          <Link to="/persons/add-persons/$id" params={{ id: '0' }} className={solidLink}>
            <UserPlus /> {t('persons.add')}
          </Link>
        ) : null
      }
    >
      <div
        className={css({
          bg: 'bg.surface',
          borderRadius: 'xl',
          borderWidth: '1px',
          borderColor: 'border.default',
          boxShadow: 'xs',
          overflow: 'hidden',
        })}
      >
        <div
          className={css({
            p: '4',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
            display: 'flex',
            gap: '3',
          })}
        >
          <SearchField
            value={search.q ?? ''}
            onChange={onQuery}
            label={t('persons.search')}
            placeholder={t('persons.searchPlaceholder')}
          />
        </div>
        {data ? (
          data.items.length ? (
            <>
              <DataTable
                caption={t('persons.title')}
                columns={columns}
                rows={data.items}
                sort={params.sort}
                order={params.order}
                busy={list.isPlaceholderData}
                onSort={(sort, order) => setSearch({ sort, order, page: undefined })}
                onRowClick={(p) => void navigate({ to: '/persons/add-persons/$id', params: { id: p.id } })}
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
            <EmptyState
              icon={<Users />}
              title={search.q ? t('persons.noMatch', { q: search.q }) : t('persons.empty')}
            />
          )
        ) : list.error ? (
          <LoadError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Loading />
        )}
      </div>
    </ClinicPage>
  )
}
