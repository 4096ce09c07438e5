import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { FinanceDashboard } from '@/shared/schemas/dashboards'
import { useFormat } from '../../hooks/use-format'
import { progressOf } from '../../lib/format'
import { Panel, ProgressBar } from '../parts'

type Budget = FinanceDashboard['budget']

/** Expenses, savings and bills against their limit or goal; a line over its limit turns red. */
export function BudgetCard({ budget }: { budget: Budget }) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const lines = [
    { key: 'expenses', value: budget.expenses, of: budget.expensesLimit, ofLabel: 'limit' },
    { key: 'savings', value: budget.savings, of: budget.savingsGoal, ofLabel: 'goal' },
    { key: 'bills', value: budget.bills, of: budget.billsLimit, ofLabel: 'limit' },
  ] as const
  return (
    <Panel title={t('finance.budget')} subtitle={t('finance.budgetSubtitle')}>
      <ul className={css({ display: 'grid', gap: '6' })}>
        {lines.map((l) => {
          const over = l.ofLabel === 'limit' && l.value > l.of
          const share = l.of > 0 ? (l.value / l.of) * 100 : 0
          return (
            <li key={l.key}>
              <div
                className={css({
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'baseline',
                  gap: '2',
                  mb: '2',
                })}
              >
                <span className={css({ fontWeight: 'medium' })}>{t(`finance.${l.key}`)}</span>
                <span
                  className={css({
                    fontSize: 'sm',
                    color: over ? 'danger.text' : 'fg.muted',
                    fontVariantNumeric: 'tabular-nums',
                  })}
                >
                  {f.percent(share, 1)}
                </span>
              </div>
              <ProgressBar
                value={progressOf(l.value, l.of)}
                label={t(`finance.${l.key}`)}
                tone={over ? 'danger' : l.key === 'savings' ? 'success' : 'accent'}
              />
              <div className={css({ display: 'flex', justifyContent: 'space-between', mt: '2', fontSize: 'sm' })}>
                <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>
                  {f.money(l.value)}
                </span>
                <span className={css({ color: 'fg.muted' })}>
                  {t(`finance.${l.ofLabel}`, { amount: f.money(l.of, 0) })}
                </span>
              </div>
              {over ? (
                <p className={css({ fontSize: 'xs', color: 'danger.text', mt: '1' })}>
                  {t('finance.overBy', { amount: f.money(l.value - l.of) })}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
    </Panel>
  )
}
