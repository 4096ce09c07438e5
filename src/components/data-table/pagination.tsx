import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'

interface PaginationProps {
  /** Zero-based page index. */
  page: number
  size: number
  total: number
  sizes?: readonly number[]
  onPageChange: (page: number) => void
  onSizeChange?: (size: number) => void
}

/** Pager for a server-side list: range, rows per page, first/previous/next/last. */
export function Pagination({ page, size, total, sizes, onPageChange, onSizeChange }: PaginationProps) {
  const { t } = useTranslation()
  const id = useId()
  const lastIndex = Math.max(Math.ceil(total / size) - 1, 0)
  const from = total === 0 ? 0 : page * size + 1
  const to = Math.min((page + 1) * size, total)
  const nav = (target: number, label: string, icon: ReactNode, disabled: boolean) => (
    <Button
      variant="ghost"
      size="iconSm"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onPageChange(target)}
    >
      {icon}
    </Button>
  )
  return (
    <nav
      aria-label={t('pagination.region')}
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: { base: '2', sm: '4' },
        px: { base: '3', sm: '4' },
        py: '2',
        fontSize: 'sm',
        color: 'fg.muted',
      })}
    >
      {sizes && onSizeChange ? (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          <label htmlFor={id} className={css({ display: { base: 'none', sm: 'inline' } })}>
            {t('pagination.rowsPerPage')}
          </label>
          <select
            id={id}
            aria-label={t('pagination.rowsPerPage')}
            value={size}
            onChange={(e) => onSizeChange(Number(e.target.value))}
            className={css({
              h: '8',
              px: '2',
              borderRadius: 'md',
              borderWidth: '1px',
              borderColor: 'border.strong',
              bg: 'bg.surface',
              color: 'fg.default',
            })}
          >
            {sizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <span aria-live="polite" className={css({ fontVariantNumeric: 'tabular-nums', minW: '24', textAlign: 'center' })}>
        {t('pagination.range', { from, to, total })}
      </span>
      <div className={css({ display: 'flex', gap: '1' })}>
        {nav(0, t('pagination.first'), <ChevronsLeft />, page <= 0)}
        {nav(page - 1, t('pagination.previous'), <ChevronLeft />, page <= 0)}
        {nav(page + 1, t('pagination.next'), <ChevronRight />, page >= lastIndex)}
        {nav(lastIndex, t('pagination.last'), <ChevronsRight />, page >= lastIndex)}
      </div>
    </nav>
  )
}
