import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { css, cx } from 'styled-system/css'

export interface Column<T> {
  id: string
  header: string
  cell: (row: T) => ReactNode
  /** The API's sort field, when the column can be sorted. */
  sort?: string
  align?: 'start' | 'end'
  /** Left out on narrow screens. */
  hideBelow?: 'sm' | 'md' | 'lg'
}

const HIDE = {
  sm: css({ display: { base: 'none', sm: 'table-cell' } }),
  md: css({ display: { base: 'none', md: 'table-cell' } }),
  lg: css({ display: { base: 'none', lg: 'table-cell' } }),
}

// Narrower gutters on phones: at 390 px the wide ones pushed the row actions out of the card.
const cellBase = css({ px: { base: '2.5', sm: '4' }, py: '3', textAlign: 'left', verticalAlign: 'middle' })

/** A server-sorted table: the sortable headers are buttons that say their order to screen readers. */
export function DataTable<T extends { id: string }>({
  columns,
  rows,
  sort,
  order,
  onSort,
  onRowClick,
  caption,
  busy,
}: {
  columns: Column<T>[]
  rows: T[]
  sort?: string
  order?: 'asc' | 'desc'
  onSort?: (sort: string, order: 'asc' | 'desc') => void
  onRowClick?: (row: T) => void
  caption: string
  busy?: boolean
}) {
  const { t } = useTranslation('clinic')
  return (
    <div className={css({ overflowX: 'auto' })}>
      <table
        aria-busy={busy || undefined}
        className={css({ w: 'full', borderCollapse: 'collapse', fontSize: 'sm', transition: 'opacity 150ms' })}
        style={{ opacity: busy ? 0.6 : 1 }}
      >
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead>
          <tr className={css({ borderBottomWidth: '1px', borderColor: 'border.default', bg: 'bg.muted' })}>
            {columns.map((c) => {
              const active = c.sort && c.sort === sort
              const Icon = active ? (order === 'desc' ? ArrowDown : ArrowUp) : ArrowUpDown
              return (
                <th
                  key={c.id}
                  scope="col"
                  aria-sort={active ? (order === 'desc' ? 'descending' : 'ascending') : undefined}
                  className={cx(
                    cellBase,
                    css({
                      py: '2.5',
                      fontSize: 'xs',
                      fontWeight: 'semibold',
                      color: 'fg.muted',
                      textTransform: 'uppercase',
                      letterSpacing: 'wide',
                      whiteSpace: 'nowrap',
                    }),
                    c.align === 'end' && css({ textAlign: 'right' }),
                    c.hideBelow && HIDE[c.hideBelow],
                  )}
                >
                  {c.sort && onSort ? (
                    <button
                      type="button"
                      onClick={() => onSort(c.sort!, active && order === 'asc' ? 'desc' : 'asc')}
                      className={css({
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: '1',
                        cursor: 'pointer',
                        textTransform: 'inherit',
                        letterSpacing: 'inherit',
                        fontWeight: 'inherit',
                        _hover: { color: 'fg.default' },
                        _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', borderRadius: 'sm' },
                      })}
                      aria-label={t('table.sortBy', { column: c.header })}
                    >
                      {c.header}
                      <Icon size={12} aria-hidden className={css({ opacity: active ? 1 : 0.5 })} />
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              className={cx(
                css({ borderBottomWidth: '1px', borderColor: 'border.default', _last: { borderBottomWidth: 0 } }),
                onRowClick && css({ cursor: 'pointer', _hover: { bg: 'bg.hover' } }),
              )}
            >
              {columns.map((c) => (
                <td
                  key={c.id}
                  className={cx(
                    cellBase,
                    c.align === 'end' && css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }),
                    c.hideBelow && HIDE[c.hideBelow],
                  )}
                >
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
