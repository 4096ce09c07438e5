import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Chart } from '@/components/charts/chart'
import { useChartTheme } from '@/components/charts/theme'
import type { Breakdown } from '@/shared/schemas/dashboards'
import { useFormat } from '../../hooks/use-format'
import { donut, donutColor } from '../../lib/charts'
import { Panel } from '../parts'

/** One audience split (new vs returning, gender, age, language): a doughnut and its legend with shares and counts. */
export function BreakdownCard({ title, data }: { title: string; data: Breakdown }) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const theme = useChartTheme()
  const option = useMemo(() => donut(data.series, data.labels, { value: (n) => f.percent(n) }), [data, f])
  return (
    <Panel
      title={title}
      subtitle={t('analytics.uniqueVisitors', { count: data.uniqueVisitors, formatted: f.number(data.uniqueVisitors) })}
    >
      <Chart
        option={option}
        height={160}
        label={`${title}: ${data.labels.map((l, i) => `${l} ${f.percent(data.series[i] ?? 0)}`).join(', ')}`}
      />
      <ul className={css({ mt: '4', display: 'grid', gap: '2' })}>
        {data.labels.map((label, i) => (
          <li key={label} className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm' })}>
            <span
              aria-hidden
              className={css({ w: '2.5', h: '2.5', borderRadius: 'full', flexShrink: 0 })}
              style={{ background: donutColor(theme, i) }}
            />
            <span className={css({ flex: 1, color: 'fg.muted' })}>{label}</span>
            <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>
              {f.number(Math.round((data.uniqueVisitors * (data.series[i] ?? 0)) / 100))}
            </span>
            <span
              className={css({ w: '10', textAlign: 'right', color: 'fg.subtle', fontVariantNumeric: 'tabular-nums' })}
            >
              {f.percent(data.series[i] ?? 0)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  )
}
