import type { ChartTheme } from './theme'

/** Builds an ECharts option for the current theme (a plain object: no ECharts import needed to write one). */
export type ChartOptionBuilder = (theme: ChartTheme) => Record<string, unknown>
export type { ChartTheme }
