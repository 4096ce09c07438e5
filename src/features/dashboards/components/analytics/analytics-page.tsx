import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Chart } from '@/components/charts/chart'
import type { AmountSeries, AnalyticsDashboard } from '@/shared/schemas/dashboards'
import { useDashboard } from '../../api/dashboards'
import { useFormat } from '../../hooks/use-format'
import { everyNth, monthTick, spark, timeArea } from '../../lib/charts'
import { DashboardFrame, DashboardStatus, Panel, Segmented, Stat } from '../parts'
import { BreakdownCard } from './breakdown-card'

type Year = 'this-year' | 'last-year'

/** Analytics: visitors over the year, conversions, impressions and visits, visitors against page views, audience. */
export function AnalyticsPage() {
  const { t } = useTranslation('dashboards')
  const query = useDashboard('analytics')
  return (
    <DashboardFrame title={t('analytics.title')} subtitle={t('analytics.subtitle')}>
      {query.data ? <AnalyticsContent data={query.data} /> : <DashboardStatus query={query} />}
    </DashboardFrame>
  )
}

function AnalyticsContent({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation('dashboards')
  return (
    <div
      className={css({
        display: 'grid',
        gap: { base: '5', md: '6' },
        gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
      })}
    >
      <VisitorsCard data={data} />
      <KpiCard
        title={t('analytics.conversions')}
        data={data.conversions}
        kind="line"
        caption={t('analytics.lastWeeks', { count: data.conversions.labels.length })}
      />
      <KpiCard
        title={t('analytics.impressions')}
        data={data.impressions}
        kind="bar"
        caption={t('analytics.lastWeeks', { count: data.impressions.labels.length })}
      />
      <KpiCard
        title={t('analytics.visits')}
        data={data.visits}
        kind="bar"
        caption={t('analytics.lastWeeks', { count: data.visits.labels.length })}
      />
      <VisitorsVsPageViews data={data} />
      <div
        className={css({
          gridColumn: { md: '1 / -1' },
          display: 'grid',
          gap: { base: '5', md: '6' },
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        })}
      >
        <BreakdownCard title={t('analytics.newVsReturning')} data={data.newVsReturning} />
        <BreakdownCard title={t('analytics.gender')} data={data.gender} />
        <BreakdownCard title={t('analytics.age')} data={data.age} />
        <BreakdownCard title={t('analytics.language')} data={data.language} />
      </div>
    </div>
  )
}

function VisitorsCard({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const [year, setYear] = useState<Year>('this-year')
  const series = data.visitors.series[year]
  const total = series[0]?.data.reduce((s, p) => s + p.y, 0) ?? 0
  const option = useMemo(() => {
    const dates = series[0]?.data.map((p) => p.x) ?? []
    return timeArea(series, {
      value: (n) => f.number(n),
      date: (iso) => f.date(iso),
      tick: monthTick(dates, (iso) => f.date(iso, { month: 'short' })),
    })
  }, [series, f])
  return (
    <Panel
      title={t('analytics.visitorsOverview')}
      subtitle={t('analytics.visitorsSubtitle')}
      className={css({ gridColumn: { md: '1 / -1' } })}
      actions={
        <Segmented
          label={t('analytics.period')}
          value={year}
          onChange={setYear}
          options={[
            { value: 'this-year', label: t('thisYear') },
            { value: 'last-year', label: t('lastYear') },
          ]}
        />
      }
    >
      <div className={css({ display: 'flex', gap: '8', flexWrap: 'wrap', mb: '4' })}>
        <Stat label={t('analytics.totalVisitors')} value={f.number(total)} size="lg" tone="accent" />
        <Stat
          label={t('analytics.averagePerPoint')}
          value={f.number(Math.round(total / Math.max(1, series[0]?.data.length ?? 1)))}
          size="lg"
        />
      </div>
      <Chart
        option={option}
        height={300}
        label={t('analytics.visitorsChart', { period: year === 'this-year' ? t('thisYear') : t('lastYear') })}
      />
    </Panel>
  )
}

function KpiCard({
  title,
  data,
  kind,
  caption,
}: {
  title: string
  data: AmountSeries
  kind: 'line' | 'bar'
  caption: string
}) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const serie = data.series[0]!
  const first = serie.data[0] ?? 0
  const last = serie.data.at(-1) ?? 0
  const change = first ? ((last - first) / first) * 100 : 0
  const option = useMemo(
    () => spark(serie.data, data.labels, { kind, value: (n) => f.number(n), name: serie.name }),
    [serie, data.labels, kind, f],
  )
  return (
    <Panel title={title} subtitle={caption}>
      <div className={css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '3' })}>
        <Stat label={t('analytics.total')} value={f.number(data.amount)} size="lg" />
        <span
          className={css({
            fontSize: 'sm',
            fontWeight: 'semibold',
            color: change >= 0 ? 'success.text' : 'danger.text',
            whiteSpace: 'nowrap',
          })}
        >
          {change >= 0 ? '+' : ''}
          {f.percent(change, 1)}
        </span>
      </div>
      <Chart
        option={option}
        height={96}
        label={`${title}: ${data.labels.map((l, i) => `${l} ${f.number(serie.data[i] ?? 0)}`).join(', ')}`}
        className={css({ mt: '4' })}
      />
    </Panel>
  )
}

function VisitorsVsPageViews({ data }: { data: AnalyticsDashboard }) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const v = data.visitorsVsPageViews
  const option = useMemo(() => {
    const count = v.series[0]?.data.length ?? 0
    return timeArea(v.series, {
      value: (n) => f.number(n),
      date: (iso) => f.date(iso),
      tick: everyNth(count, 7, (iso) => f.date(iso, { day: 'numeric', month: 'short' })),
      legend: true,
    })
  }, [v.series, f])
  return (
    <Panel
      title={t('analytics.visitorsVsPageViews')}
      subtitle={t('analytics.lastDays', { count: v.series[0]?.data.length ?? 0 })}
      className={css({ gridColumn: { md: '1 / -1' } })}
    >
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: '1fr', lg: '1fr 14rem' },
          alignItems: 'center',
        })}
      >
        <Chart option={option} height={280} label={t('analytics.visitorsVsPageViewsChart')} />
        <div
          className={css({
            display: 'grid',
            gap: '5',
            gridTemplateColumns: { base: 'repeat(3, minmax(0, 1fr))', lg: '1fr' },
          })}
        >
          <Stat label={t('analytics.overallScore')} value={f.number(v.overallScore)} tone="accent" />
          <Stat label={t('analytics.averageRatio')} value={f.percent(v.averageRatio)} />
          <Stat label={t('analytics.predictedRatio')} value={f.percent(v.predictedRatio)} />
        </div>
      </div>
    </Panel>
  )
}
