import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckCircle2, Clock } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import { Chart } from '@/components/charts/chart'
import type { FinanceDashboard, Statement } from '@/shared/schemas/dashboards'
import { useDashboard } from '../../api/dashboards'
import { useFormat } from '../../hooks/use-format'
import { monthTick, timeArea } from '../../lib/charts'
import { DashboardFrame, DashboardStatus, Panel, Stat } from '../parts'
import { BudgetCard } from './budget-card'
import { TransactionsTable } from './transactions-table'
import { cardGrid } from '../card-grid'

/** Finance: the account balance over the year, the two card statements, recent transactions and the budget. */
export function FinancePage() {
  const { t } = useTranslation('dashboards')
  const query = useDashboard('finance')
  return (
    <DashboardFrame title={t('finance.title')} subtitle={t('finance.subtitle')}>
      {query.data ? <FinanceContent data={query.data} /> : <DashboardStatus query={query} />}
    </DashboardFrame>
  )
}

function FinanceContent({ data }: { data: FinanceDashboard }) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const balance = data.accountBalance
  const option = useMemo(() => {
    const dates = balance.series[0]?.data.map((p) => p.x) ?? []
    return timeArea(balance.series, {
      value: (n) => f.percent(n, 0),
      date: (iso) => f.date(iso),
      tick: monthTick(dates, (iso) => f.date(iso, { month: 'short' })),
      legend: true,
    })
  }, [balance.series, f])
  return (
    <div className={cardGrid}>
      <Panel
        title={t('finance.accountBalance')}
        subtitle={t('finance.accountBalanceSubtitle')}
        className={css({ gridColumn: { lg: 'span 2' } })}
      >
        <div className={css({ display: 'flex', gap: '8', flexWrap: 'wrap', mb: '4' })}>
          <Stat label={t('finance.growRate')} value={`+${f.percent(balance.growRate, 2)}`} tone="success" size="lg" />
          <Stat label={t('finance.ami')} value={f.money(balance.ami, 0)} size="lg" hint={t('finance.amiHint')} />
        </div>
        <Chart option={option} height={280} label={t('finance.accountBalanceChart')} />
      </Panel>
      <div className={css({ display: 'grid', gap: { base: '5', md: '6' }, gridTemplateRows: { lg: '1fr 1fr' } })}>
        <StatementCard title={t('finance.previousStatement')} statement={data.previousStatement} />
        <StatementCard title={t('finance.currentStatement')} statement={data.currentStatement} />
      </div>
      <Panel
        title={t('finance.recentTransactions')}
        subtitle={t('finance.recentTransactionsSubtitle', { count: data.recentTransactions.length })}
        className={css({ gridColumn: { lg: 'span 2' } })}
        bodyClassName={css({ px: 0, pb: 0 })}
      >
        <TransactionsTable rows={data.recentTransactions} />
      </Panel>
      <BudgetCard budget={data.budget} />
    </div>
  )
}

function StatementCard({ title, statement }: { title: string; statement: Statement }) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const paid = statement.status === 'paid'
  const over = statement.spent > statement.limit
  return (
    <Panel
      title={title}
      subtitle={t(paid ? 'finance.paidOn' : 'finance.dueOn', { date: f.date(statement.date, { dateStyle: 'long' }) })}
      actions={
        <span className={badge({ tone: paid ? 'success' : 'warning' })}>
          {paid ? <CheckCircle2 size={12} aria-hidden /> : <Clock size={12} aria-hidden />}
          {t(`finance.status.${statement.status}`)}
        </span>
      }
    >
      <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3' })}>
        <Stat
          label={t('finance.cardLimit')}
          value={<span className={css({ fontSize: 'lg' })}>{f.money(statement.limit, 0)}</span>}
        />
        <Stat
          label={t('finance.spent')}
          value={
            <span className={cx(css({ fontSize: 'lg' }), over && css({ color: 'danger.text' }))}>
              {f.money(statement.spent, 0)}
            </span>
          }
        />
        <Stat
          label={t('finance.minimum')}
          value={<span className={css({ fontSize: 'lg' })}>{f.money(statement.minimum, 0)}</span>}
        />
      </div>
      {over ? (
        <p className={css({ mt: '3', fontSize: 'sm', color: 'danger.text', fontWeight: 'medium' })}>
          {t('finance.overLimit', { amount: f.money(statement.spent - statement.limit) })}
        </p>
      ) : null}
    </Panel>
  )
}
