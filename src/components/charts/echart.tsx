// The only module that loads ECharts. It is reached through React.lazy in chart.tsx, so ECharts lands in its own
// chunk that only pages with charts download.
import { useMemo } from 'react'
import * as echarts from 'echarts/core'
import { BarChart, LineChart, PieChart, RadarChart } from 'echarts/charts'
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components'
import { SVGRenderer } from 'echarts/renderers'
import ReactEChartsCore from 'echarts-for-react/esm/core'
import { useChartTheme, type ChartTheme } from './theme'
import type { ChartOptionBuilder } from './types'

echarts.use([
  LineChart,
  BarChart,
  PieChart,
  RadarChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  RadarComponent,
  SVGRenderer,
])

/** What every chart shares: the app's font and colours, a tooltip that looks like the app's popovers. */
function defaults(theme: ChartTheme): Record<string, unknown> {
  return {
    color: theme.palette,
    backgroundColor: 'transparent',
    textStyle: { fontFamily: theme.font, color: theme.muted },
    animationDuration: 500,
    tooltip: {
      backgroundColor: theme.surface,
      borderColor: theme.border,
      textStyle: { color: theme.text, fontSize: 12 },
      extraCssText: 'border-radius: 10px; box-shadow: 0 8px 24px rgba(0,0,0,.15);',
    },
  }
}

export default function EChart({ option, height }: { option: ChartOptionBuilder; height: number | string }) {
  const theme = useChartTheme()
  const built = useMemo(() => {
    const own = option(theme)
    const base = defaults(theme)
    return {
      ...base,
      ...own,
      tooltip: own.tooltip === undefined ? undefined : { ...(base.tooltip as object), ...(own.tooltip as object) },
    }
  }, [option, theme])
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={built}
      notMerge
      lazyUpdate
      opts={{ renderer: 'svg' }}
      style={{ height, width: '100%' }}
    />
  )
}
