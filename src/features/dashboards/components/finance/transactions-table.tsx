import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import type { FinanceDashboard } from '@/shared/schemas/dashboards'
import { useFormat } from '../../hooks/use-format'

/** The latest transactions; incoming amounts green, outgoing red, and a status badge each. */
export function TransactionsTable({ rows }: { rows: FinanceDashboard['recentTransactions'] }) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  return (
    <div className={css({ overflowX: 'auto' })} tabIndex={0} role="region" aria-label={t('finance.recentTransactions')}>
      <table
        className={css({
          w: 'full',
          minW: '36rem',
          fontSize: 'sm',
          borderCollapse: 'collapse',
          '& th, & td': { px: '5', py: '3', textAlign: 'left', whiteSpace: 'nowrap' },
          '& tbody tr': { borderTopWidth: '1px', borderColor: 'border.default' },
        })}
      >
        <thead className={css({ bg: 'bg.muted', color: 'fg.muted', '& th': { fontWeight: 'semibold' } })}>
          <tr>
            <th scope="col">{t('finance.columns.transactionId')}</th>
            <th scope="col">{t('finance.columns.date')}</th>
            <th scope="col">{t('finance.columns.name')}</th>
            <th scope="col" className={css({ textAlign: 'right!' })}>
              {t('finance.columns.amount')}
            </th>
            <th scope="col">{t('finance.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted' })}>{r.transactionId}</td>
              <td>{f.date(r.date)}</td>
              <td className={css({ fontWeight: 'medium' })}>{r.name}</td>
              <td
                className={cx(
                  css({ textAlign: 'right!', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
                  r.amount < 0 ? css({ color: 'danger.text' }) : css({ color: 'success.text' }),
                )}
              >
                {r.amount > 0 ? '+' : ''}
                {f.money(r.amount)}
              </td>
              <td>
                <span className={badge({ tone: r.status === 'completed' ? 'success' : 'warning' })}>
                  {t(`finance.status.${r.status}`)}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
