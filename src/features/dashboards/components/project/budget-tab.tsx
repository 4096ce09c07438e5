import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Chart } from '@/components/charts/chart'
import type { AmountSeries, ProjectDashboard } from '@/shared/schemas/dashboards'
import { useFormat } from '../../hooks/use-format'
import { radar, spark } from '../../lib/charts'
import { Panel, ProgressBar, Stat } from '../parts'
import { cardGrid } from '../card-grid'

/** Where the budget goes (radar), what was spent per week, month and year, and the budget per category. */
export function BudgetTab({ data }: { data: ProjectDashboard }) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const dist = data.budgetDistribution
  const radarOption = useMemo(
    () => radar(dist.categories, dist.series[0]?.data ?? [], dist.series[0]?.name ?? ''),
    [dist],
  )
  return (
    <div className={cardGrid}>
      <Panel title={t('project.budgetDistribution')} className={css({ gridColumn: { lg: 'span 2' } })}>
        <Chart
          option={radarOption}
          height={380}
          label={`${t('project.budgetDistribution')}: ${dist.categories.map((c, i) => `${c} ${dist.series[0]?.data[i] ?? 0}%`).join(', ')}`}
        />
      </Panel>
      <div className={css({ display: 'grid', gap: { base: '5', md: '6' } })}>
        <ExpensesCard title={t('project.weeklyExpenses')} data={data.weeklyExpenses} />
        <ExpensesCard title={t('project.monthlyExpenses')} data={data.monthlyExpenses} />
        <ExpensesCard title={t('project.yearlyExpenses')} data={data.yearlyExpenses} />
      </div>
      <Panel
        title={t('project.budgetDetails')}
        className={css({ gridColumn: { lg: '1 / -1' } })}
        bodyClassName={css({ px: 0, pb: 0 })}
      >
        <div className={css({ overflowX: 'auto' })} tabIndex={0} role="region" aria-label={t('project.budgetDetails')}>
          <table
            className={css({
              w: 'full',
              minW: '40rem',
              fontSize: 'sm',
              borderCollapse: 'collapse',
              '& th, & td': { px: '5', py: '3', textAlign: 'left', whiteSpace: 'nowrap' },
              '& td': { borderTopWidth: '1px', borderColor: 'border.default' },
            })}
          >
            <thead className={css({ bg: 'bg.muted', color: 'fg.muted', '& th': { fontWeight: 'semibold' } })}>
              <tr>
                <th scope="col">{t('project.columns.type')}</th>
                <th scope="col">{t('project.columns.total')}</th>
                <th scope="col">{t('project.columns.expensesAmount')}</th>
                <th scope="col">{t('project.columns.expensesPercentage')}</th>
                <th scope="col">{t('project.columns.remainingAmount')}</th>
                <th scope="col">{t('project.columns.remainingPercentage')}</th>
              </tr>
            </thead>
            <tbody>
              {data.budgetDetails.rows.map((r) => (
                <tr key={r.id}>
                  <th
                    scope="row"
                    className={css({ fontWeight: 'medium', borderTopWidth: '1px', borderColor: 'border.default' })}
                  >
                    {r.type}
                  </th>
                  <td>{f.money(r.total)}</td>
                  <td>{f.money(r.expensesAmount)}</td>
                  <td>
                    <div className={css({ display: 'flex', alignItems: 'center', gap: '3', minW: '10rem' })}>
                      <span className={css({ w: '14', fontVariantNumeric: 'tabular-nums' })}>
                        {f.percent(r.expensesPercentage, 2)}
                      </span>
                      <div className={css({ flex: 1 })}>
                        <ProgressBar
                          value={r.expensesPercentage}
                          label={t('project.spentOf', { type: r.type })}
                          tone={r.expensesPercentage > 80 ? 'danger' : 'accent'}
                        />
                      </div>
                    </div>
                  </td>
                  <td>{f.money(r.remainingAmount)}</td>
                  <td className={css({ fontVariantNumeric: 'tabular-nums' })}>{f.percent(r.remainingPercentage, 2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
    </div>
  )
}

function ExpensesCard({ title, data }: { title: string; data: AmountSeries }) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const serie = data.series[0]!
  const option = useMemo(
    () =>
      spark(serie.data, data.labels, {
        kind: 'line',
        value: (n) => f.money(n, 0),
        name: serie.name,
        colour: (th) => th.danger,
      }),
    [serie, data.labels, f],
  )
  return (
    <Panel title={title}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
        <div className={css({ flexShrink: 0 })}>
          <Stat label={t('analytics.total')} value={f.money(data.amount, 0)} />
        </div>
        <Chart
          option={option}
          height={56}
          label={`${title}: ${data.labels.map((l, i) => `${l} ${f.money(serie.data[i] ?? 0, 0)}`).join(', ')}`}
          className={css({ flex: 1 })}
        />
      </div>
    </Panel>
  )
}
