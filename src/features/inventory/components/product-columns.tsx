import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { createColumnHelper } from '@tanstack/react-table'
import { ChevronDown } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import { Button } from '@/components/ui/button'
import type { Product } from '@/shared/schemas/inventory'
import { formatPrice, stockLevel } from '../lib/format'
import { ProductThumb } from './product-thumb'

const column = createColumnHelper<Product>()

const stockDot = { out: 'danger.solid', low: 'warning.solid', ok: 'success.solid' } as const

/** The inventory's columns: thumbnail, name, SKU, price, stock, active, and the details toggle. */
export function useProductColumns(openId: string | undefined, onToggle: (product: Product) => void) {
  const { t, i18n } = useTranslation('inventory')
  const language = i18n.language
  return useMemo(
    () => [
      column.display({
        id: 'image',
        header: () => <span className={css({ srOnly: true })}>{t('columns.image')}</span>,
        cell: ({ row }) => <ProductThumb name={row.original.name} src={row.original.thumbnail} size={44} />,
        meta: { width: '4.75rem' },
      }),
      column.accessor('name', {
        header: () => t('columns.name'),
        cell: ({ row }) => (
          <div className={css({ minW: 0 })}>
            <div className={css({ fontWeight: 'semibold', color: 'fg.default', lineClamp: { base: 3, sm: 2 } })}>
              {row.original.name}
            </div>
            {/* Phones hide the SKU and active columns: show them under the name there. */}
            <div
              className={css({
                display: { base: 'flex', sm: 'none' },
                alignItems: 'center',
                gap: '2',
                mt: '1',
                color: 'fg.subtle',
                fontSize: 'xs',
              })}
            >
              <span className={css({ fontFamily: 'mono', whiteSpace: 'nowrap' })}>
                {row.original.sku || t('noSku')}
              </span>
              <span className={cx(badge({ tone: row.original.active ? 'success' : 'neutral' }))}>
                {row.original.active ? t('active') : t('inactive')}
              </span>
            </div>
          </div>
        ),
      }),
      column.accessor('sku', {
        header: () => t('columns.sku'),
        cell: ({ getValue }) => (
          <span className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' })}>
            {getValue() || '—'}
          </span>
        ),
        meta: { hideBelow: 'sm' },
      }),
      column.accessor('price', {
        header: () => t('columns.price'),
        cell: ({ getValue }) => (
          <span className={css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })}>
            {formatPrice(getValue(), language)}
          </span>
        ),
        meta: { align: 'end' },
      }),
      column.accessor('stock', {
        header: () => t('columns.stock'),
        cell: ({ getValue }) => {
          const level = stockLevel(getValue())
          return (
            <span
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                gap: '2',
                fontVariantNumeric: 'tabular-nums',
              })}
              title={t(`stockLevel.${level}`)}
            >
              <span aria-hidden className={css({ w: '2', h: '2', borderRadius: 'full', bg: stockDot[level] })} />
              {getValue() === '' ? '—' : getValue()}
              <span className={css({ srOnly: true })}>{t(`stockLevel.${level}`)}</span>
            </span>
          )
        },
        meta: { hideBelow: 'sm', align: 'end' },
      }),
      column.accessor('active', {
        header: () => t('columns.active'),
        cell: ({ getValue }) => (
          <span className={cx(badge({ tone: getValue() ? 'success' : 'neutral' }))}>
            {getValue() ? t('active') : t('inactive')}
          </span>
        ),
        meta: { align: 'center', hideBelow: 'sm' },
      }),
      column.display({
        id: 'details',
        header: () => <span className={css({ srOnly: true })}>{t('columns.details')}</span>,
        cell: ({ row }) => {
          const open = openId === row.original.id
          return (
            <Button
              variant="ghost"
              size="iconSm"
              aria-expanded={open}
              aria-controls={open ? `detail-${row.original.id}` : undefined}
              aria-label={t(open ? 'table.hideDetails' : 'table.showDetails', { name: row.original.name })}
              onClick={() => onToggle(row.original)}
            >
              <ChevronDown
                className={css({ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' })}
              />
            </Button>
          )
        },
        meta: { width: '3.5rem', align: 'end' },
      }),
    ],
    [t, language, openId, onToggle],
  )
}
