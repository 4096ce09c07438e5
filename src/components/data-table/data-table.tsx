import { Fragment, type ReactNode } from 'react'
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
  type SortingState,
} from '@tanstack/react-table'
import { useTranslation } from 'react-i18next'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { css, cx } from 'styled-system/css'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Hidden on screens narrower than this breakpoint (phones keep the essential columns). */
    hideBelow?: 'sm' | 'md' | 'lg'
    align?: 'start' | 'end' | 'center'
    /** A fixed width, e.g. '4rem'. */
    width?: string
  }
}

/** One sorted column, as a server-side list takes it. */
export interface TableSort {
  id: string
  desc: boolean
}

export interface DataTableProps<T> {
  /** The table's accessible name. */
  caption: string
  columns: ColumnDef<T, any>[]
  data: T[]
  getRowId: (row: T) => string
  /** Server-side sorting: the table only shows and changes it. Columns sort when `enableSorting` is not false. */
  sort: TableSort | null
  onSortChange: (sort: TableSort) => void
  /** Said while the first page loads (the common "Loading…" when not given). */
  loadingLabel?: string
  /** No data yet: shows placeholder rows. */
  loading?: boolean
  /** A newer answer is on its way: the rows dim. */
  fetching?: boolean
  /** Shown instead of rows when there are none. */
  empty?: ReactNode
  /** The row shown expanded, with `renderExpanded` under it. */
  expandedId?: string | null
  renderExpanded?: (row: T) => ReactNode
  /** Rows shown first, outside the sorted page (e.g. a just-created record being edited). */
  pinned?: T[]
  rowTestId?: string
  /** A click on a row, outside its buttons and links (a mouse shortcut; keyboards use the row's own controls). */
  onRowClick?: (row: T) => void
}

const hide = {
  sm: { base: 'none', sm: 'table-cell' },
  md: { base: 'none', md: 'table-cell' },
  lg: { base: 'none', lg: 'table-cell' },
} as const
const cellClass = (meta: { hideBelow?: 'sm' | 'md' | 'lg'; align?: string } | undefined) =>
  cx(
    meta?.hideBelow === 'sm' && css({ display: hide.sm }),
    meta?.hideBelow === 'md' && css({ display: hide.md }),
    meta?.hideBelow === 'lg' && css({ display: hide.lg }),
    meta?.align === 'end' && css({ textAlign: 'end' }),
    meta?.align === 'center' && css({ textAlign: 'center' }),
  )

const styles = {
  scroller: css({ w: 'full', overflowX: 'auto', WebkitOverflowScrolling: 'touch' }),
  table: css({ w: 'full', borderCollapse: 'separate', borderSpacing: 0, fontSize: 'sm' }),
  th: css({
    position: 'sticky',
    top: 0,
    zIndex: 1,
    bg: 'bg.muted',
    color: 'fg.muted',
    fontSize: 'xs',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: 'wider',
    textAlign: 'start',
    px: { base: '2', sm: '4' },
    h: '11',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    whiteSpace: 'nowrap',
  }),
  sortButton: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    textTransform: 'inherit',
    letterSpacing: 'inherit',
    fontWeight: 'inherit',
    cursor: 'pointer',
    borderRadius: 'md',
    px: '1',
    mx: '-1',
    py: '1',
    _hover: { color: 'fg.default' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
    '&[data-active]': { color: 'accent.text' },
  }),
  td: css({
    px: { base: '2', sm: '4' },
    py: '3',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    verticalAlign: 'middle',
  }),
  row: css({ transition: 'background 120ms', _hover: { bg: 'bg.hover' }, '&[data-expanded]': { bg: 'accent.subtle' } }),
  expanded: css({ p: 0, borderBottomWidth: '1px', borderColor: 'border.default', bg: 'bg.muted' }),
  skeleton: css({
    h: '4',
    borderRadius: 'md',
    bg: 'bg.subtle',
    animation: 'pulse 1.4s ease-in-out infinite',
  }),
}

/**
 * A sortable table over one server-side page, built on TanStack Table. Paging lives outside (see
 * `Pagination`) so that the page, sort and search can sit in the URL. Expanded rows render their detail
 * under them across every column; the expand control is the caller's (a column with a button).
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, data, getRowId, sort, onSortChange, expandedId, renderExpanded, pinned = [] } = props
  const { t } = useTranslation()
  const sorting: SortingState = sort ? [sort] : []
  const table = useReactTable({
    data: [...pinned, ...data.filter((row) => !pinned.some((p) => getRowId(p) === getRowId(row)))],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      if (next[0]) onSortChange({ id: next[0].id, desc: next[0].desc })
    },
  })
  const columnCount = table.getVisibleLeafColumns().length
  const rows = table.getRowModel().rows

  return (
    <div className={styles.scroller} aria-busy={props.loading || props.fetching ? true : undefined}>
      <table className={styles.table} aria-label={props.caption}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta
                const canSort = header.column.getCanSort()
                const dir = header.column.getIsSorted()
                const title = flexRender(header.column.columnDef.header, header.getContext())
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={cx(styles.th, cellClass(meta))}
                    style={meta?.width ? { width: meta.width } : undefined}
                    aria-sort={
                      canSort ? (dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none') : undefined
                    }
                  >
                    {canSort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        data-active={dir ? '' : undefined}
                        onClick={() => onSortChange({ id: header.column.id, desc: dir === 'asc' })}
                      >
                        <span className={css({ srOnly: true })}>{t('table.sortBy')} </span>
                        {title}
                        {dir === 'asc' ? (
                          <ArrowUp size={14} aria-hidden />
                        ) : dir === 'desc' ? (
                          <ArrowDown size={14} aria-hidden />
                        ) : (
                          <ArrowUpDown size={14} aria-hidden className={css({ opacity: 0.4 })} />
                        )}
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody className={cx(props.fetching && css({ opacity: 0.6, transition: 'opacity 150ms' }))}>
          {props.loading && rows.length === 0
            ? Array.from({ length: 5 }, (_, i) => (
                <tr key={`skeleton-${i}`} aria-hidden>
                  {table.getVisibleLeafColumns().map((column) => (
                    <td key={column.id} className={cx(styles.td, cellClass(column.columnDef.meta))}>
                      <div
                        className={styles.skeleton}
                        style={{ width: `${40 + ((i * 17 + column.getIndex() * 23) % 50)}%` }}
                      />
                    </td>
                  ))}
                </tr>
              ))
            : null}
          {!props.loading && rows.length === 0 && props.empty ? (
            <tr>
              <td colSpan={columnCount}>{props.empty}</td>
            </tr>
          ) : null}
          {rows.map((row) => {
            const open = expandedId === row.id
            return (
              <Fragment key={row.id}>
                <tr
                  className={cx(styles.row, props.onRowClick && css({ cursor: 'pointer' }))}
                  data-expanded={open ? '' : undefined}
                  data-testid={props.rowTestId}
                  data-row-id={row.id}
                  onClick={(event) => {
                    if (
                      !props.onRowClick ||
                      (event.target as Element).closest('button, a, input, select, textarea, label')
                    )
                      return
                    props.onRowClick(row.original)
                  }}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cx(styles.td, cellClass(cell.column.columnDef.meta))}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
                {open && renderExpanded ? (
                  <tr>
                    <td colSpan={columnCount} className={styles.expanded} id={`detail-${row.id}`}>
                      {renderExpanded(row.original)}
                    </td>
                  </tr>
                ) : null}
              </Fragment>
            )
          })}
        </tbody>
      </table>
      {props.loading && rows.length === 0 ? (
        <span className={css({ srOnly: true })} role="status">
          {props.loadingLabel ?? t('loading')}
        </span>
      ) : null}
    </div>
  )
}
