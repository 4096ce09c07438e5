import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { Pencil, UserPlus, Users } from 'lucide-react'
import { css } from 'styled-system/css'
import { SearchField } from '@/components/form/search-field'
import { Avatar } from '@/components/ui/avatar'
import { EmptyState } from '@/components/ui/empty-state'
import type { Person } from '@/shared/schemas/clinic/persons'
import { usePage } from '../api/records'
import { statusColumn } from '../components/columns'
import { ClinicPage } from '../components/page'
import { PagedTable, pageParams, useListSearch } from '../components/paged-table'
import { Forbidden } from '../components/states'
import { ageOf, fmt, useDateLocale } from '../lib/dates'
import { isClinician, isStaff, useRole } from '../lib/role'
import { linkButton, cardFrame, toolbarRow } from '../components/styles'

const route = getRouteApi('/_auth/_app/persons/list-persons')

/** Patients: search, sort and paging live in the URL, so a list can be shared and survives a reload. */
export function PersonsListPage() {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const role = useRole()
  const search = route.useSearch()
  const navigate = useNavigate()
  const params = pageParams(search, 'fullName')
  const list = usePage<Person>('persons', params, { enabled: isClinician(role) })
  const { setSearch, onQuery } = useListSearch()

  if (!isClinician(role)) return <Forbidden />

  const column = createColumnHelper<Person>()
  const columns: ColumnDef<Person, any>[] = [
    column.accessor('fullName', {
      header: t('persons.fields.fullName'),
      cell: ({ row: { original: p } }) => (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: { base: '0', sm: '12rem' } })}>
          <Avatar name={p.fullName} size={34} />
          <div className={css({ minW: 0 })}>
            <Link
              to="/persons/add-persons/$id"
              params={{ id: p.id }}
              className={css({ fontWeight: 'semibold', color: 'fg.default', _hover: { color: 'accent.text' } })}
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
    }),
    column.accessor('documentNumber', {
      header: t('persons.fields.document'),
      cell: ({ row: { original: p } }) => (
        <span className={css({ whiteSpace: 'nowrap' })}>
          <span className={css({ color: 'fg.subtle', fontSize: 'xs', mr: '1.5' })}>
            {t(`persons.documentShort.${p.documentType}`)}
          </span>
          <span className={css({ fontFamily: 'mono' })}>{p.documentNumber}</span>
        </span>
      ),
      meta: { hideBelow: 'sm' },
    }),
    column.accessor('birthDate', {
      header: t('persons.fields.birthDate'),
      cell: ({ row: { original: p } }) => (
        <span className={css({ whiteSpace: 'nowrap' })}>
          {fmt(p.birthDate, 'P', locale)}{' '}
          <span className={css({ color: 'fg.subtle' })}>· {t('persons.age', { count: ageOf(p.birthDate) })}</span>
        </span>
      ),
      meta: { hideBelow: 'md' },
    }),
    column.display({
      id: 'phone',
      header: t('persons.fields.phone'),
      cell: ({ row }) => <span className={css({ whiteSpace: 'nowrap' })}>{row.original.phone}</span>,
      meta: { hideBelow: 'lg' },
    }),
    statusColumn<Person>(t, 'sm'),
    column.display({
      id: 'edit',
      header: t('common.actions'),
      cell: ({ row: { original: p } }) => (
        <Link
          to="/persons/add-persons/$id"
          params={{ id: p.id }}
          aria-label={t('persons.editNamed', { name: p.fullName })}
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
      meta: { align: 'end' },
    }),
  ]

  const data = list.data
  return (
    <ClinicPage
      title={t('persons.title')}
      subtitle={data ? t('persons.count', { count: data.pagination.length }) : t('loading')}
      icon={<Users />}
      actions={
        isStaff(role) ? (
          <Link to="/persons/add-persons/$id" params={{ id: '0' }} className={linkButton({ tone: 'solid' })}>
            <UserPlus /> {t('persons.add')}
          </Link>
        ) : null
      }
    >
      <div className={cardFrame}>
        <div className={toolbarRow}>
          <SearchField
            value={search.q ?? ''}
            onChange={onQuery}
            label={t('persons.search')}
            placeholder={t('persons.searchPlaceholder')}
          />
        </div>
        <PagedTable
          caption={t('persons.title')}
          columns={columns}
          list={list}
          sort={params.sort}
          order={params.order}
          setSearch={setSearch}
          onRowClick={(p) => void navigate({ to: '/persons/add-persons/$id', params: { id: p.id } })}
          empty={
            <EmptyState
              icon={<Users />}
              title={search.q ? t('persons.noMatch', { q: search.q }) : t('persons.empty')}
            />
          }
        />
      </div>
    </ClinicPage>
  )
}
