import type { ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { css } from 'styled-system/css'
import { activePill, inactivePill } from './styles'

// Columns the clinic's lists share. A sortable column's id is the API's sort field (see `PagedTable`).

type Breakpoint = 'sm' | 'md' | 'lg'

/** A catalogue code (a product's SKU, a procedure's code), left out on phones: `nameColumn` shows it there. */
export function codeColumn<T>(field: keyof T & string, header: string): ColumnDef<T, any> {
  return createColumnHelper<T>().accessor((row) => String(row[field]), {
    id: field,
    header,
    cell: ({ getValue }) => (
      <span className={css({ fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'nowrap' })}>{getValue()}</span>
    ),
    meta: { hideBelow: 'sm' },
  })
}

/** The name in bold, the code under it on phones (where the code column is left out), then a line of detail. */
export function nameColumn<T extends { name: string }>(
  header: string,
  code: keyof T & string,
  detail: (row: T) => ReactNode,
): ColumnDef<T, any> {
  return createColumnHelper<T>().accessor((row) => row.name, {
    id: 'name',
    header,
    cell: ({ row }) => (
      <div className={css({ minW: { base: '0', sm: '10rem' } })}>
        <p className={css({ fontWeight: 'semibold' })}>{row.original.name}</p>
        <p
          className={css({
            fontSize: 'xs',
            color: 'fg.subtle',
            fontFamily: 'mono',
            display: { base: 'block', sm: 'none' },
          })}
        >
          {String(row.original[code])}
        </p>
        <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{detail(row.original)}</p>
      </div>
    ),
  })
}

/** Active or inactive, as a pill; not sortable. */
export function statusColumn<T extends { active: boolean }>(t: TFunction, hideBelow: Breakpoint): ColumnDef<T, any> {
  return createColumnHelper<T>().display({
    id: 'active',
    header: t('persons.fields.status'),
    cell: ({ row }) => (
      <span className={row.original.active ? activePill : inactivePill}>
        {row.original.active ? t('common.active') : t('common.inactive')}
      </span>
    ),
    meta: { hideBelow },
  })
}

/** The row's buttons, in a row at the end; not sortable. */
export function actionsColumn<T>(t: TFunction, buttons: (row: T) => ReactNode): ColumnDef<T, any> {
  return createColumnHelper<T>().display({
    id: 'actions',
    header: t('common.actions'),
    cell: ({ row }) => <div className={css({ display: 'inline-flex', gap: '1' })}>{buttons(row.original)}</div>,
    meta: { align: 'end' },
  })
}
