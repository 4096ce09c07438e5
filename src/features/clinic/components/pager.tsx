import { useTranslation } from 'react-i18next'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import type { Pagination } from '@/shared/schemas/clinic/common'

const SIZES = [10, 25, 50, 100]

/** "1–10 of 300", page size and previous/next; pages are zero-based like the API. */
export function Pager({
  pagination,
  onPage,
  onSize,
}: {
  pagination: Pagination
  onPage: (page: number) => void
  onSize?: (size: number) => void
}) {
  const { t } = useTranslation('clinic')
  const { length, page, lastPage, startIndex, endIndex, size } = pagination
  return (
    <nav
      aria-label={t('pager.label')}
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: '3',
        px: '4',
        py: '3',
        fontSize: 'sm',
        color: 'fg.muted',
      })}
    >
      {onSize ? (
        <label className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
          {t('pager.size')}
          <select
            value={size}
            onChange={(e) => onSize(Number(e.target.value))}
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
            {SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <span aria-live="polite">
        {length ? t('pager.range', { from: startIndex + 1, to: endIndex + 1, total: length }) : t('pager.empty')}
      </span>
      <div className={css({ display: 'flex', gap: '1' })}>
        <Button
          variant="ghost"
          size="iconSm"
          aria-label={t('pager.previous')}
          disabled={page <= 0}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft />
        </Button>
        <Button
          variant="ghost"
          size="iconSm"
          aria-label={t('pager.next')}
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
        >
          <ChevronRight />
        </Button>
      </div>
    </nav>
  )
}
