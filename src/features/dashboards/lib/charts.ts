// ECharts options of the dashboards as plain objects (no ECharts import): each builder takes the data and returns
// a function of the chart theme, which the lazy chart component calls.
import type { ChartOptionBuilder, ChartTheme } from '@/components/charts/types'
import type { Point } from '@/shared/schemas/dashboards'

/** A colour with opacity; hex colours only (the theme's), anything else is returned as it is. */
export function alpha(colour: string, opacity: number): string {
  const hex = colour.trim().replace('#', '')
  if (!/^[0-9a-f]{6}$/i.test(hex)) return colour
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgba(${r}, ${g}, ${b}, ${opacity})`
}

const fade = (colour: string, top = 0.35) => ({
  type: 'linear',
  x: 0,
  y: 0,
  x2: 0,
  y2: 1,
  colorStops: [
    { offset: 0, color: alpha(colour, top) },
    { offset: 1, color: alpha(colour, 0) },
  ],
})

const axisCommon = (t: ChartTheme) => ({
  axisLine: { show: false },
  axisTick: { show: false },
  axisLabel: { color: t.subtle, fontSize: 11 },
  splitLine: { lineStyle: { color: t.border, type: 'dashed' } },
})

type Fmt = (n: number) => string

export interface TimeSeries {
  name: string
  data: Point[]
  colour?: (t: ChartTheme) => string
}

/**
 * Area lines over dates (visitors, account balance, page views). The x axis is a category axis of the dates, and
 * `tick` names only the points that start a period (a month, a week): evenly spaced labels that never overlap.
 */
export function timeArea(
  series: TimeSeries[],
  opts: { value: Fmt; tick: (iso: string, index: number) => string; date: (iso: string) => string; legend?: boolean },
): ChartOptionBuilder {
  const dates = series[0]?.data.map((p) => p.x) ?? []
  return (t) => ({
    grid: { left: 8, right: 16, top: opts.legend ? 40 : 16, bottom: 8, containLabel: true },
    legend: opts.legend
      ? { top: 0, right: 0, icon: 'circle', itemWidth: 10, itemGap: 16, textStyle: { color: t.muted } }
      : undefined,
    tooltip: { trigger: 'axis', valueFormatter: opts.value },
    xAxis: {
      type: 'category',
      data: dates.map(opts.date),
      boundaryGap: false,
      ...axisCommon(t),
      splitLine: { show: false },
      axisLabel: {
        color: t.subtle,
        fontSize: 11,
        interval: 0,
        hideOverlap: true,
        formatter: (_: string, i: number) => opts.tick(dates[i]!, i),
      },
    },
    yAxis: { type: 'value', ...axisCommon(t), axisLabel: { color: t.subtle, fontSize: 11, formatter: opts.value } },
    series: series.map((s, i) => {
      const colour = s.colour?.(t) ?? t.palette[i % t.palette.length]!
      return {
        name: s.name,
        type: 'line',
        smooth: true,
        showSymbol: false,
        data: s.data.map((p) => p.y),
        lineStyle: { width: 2, color: colour },
        itemStyle: { color: colour },
        areaStyle: { color: fade(colour) },
      }
    }),
  })
}

/** A tick naming the first point of each calendar month. */
export function monthTick(dates: string[], month: (iso: string) => string) {
  // The first point is not named: it usually sits days before the next month's tick and would crowd it.
  return (iso: string, i: number) =>
    i === 0 || new Date(dates[i - 1]!).getMonth() === new Date(iso).getMonth() ? '' : month(iso)
}

/** A tick naming every `step`-th point, counted back from the last one (so the latest point is named). */
export function everyNth(count: number, step: number, label: (iso: string) => string) {
  return (iso: string, i: number) => ((count - 1 - i) % step === 0 ? label(iso) : '')
}

/** A small chart with no axes, for KPI cards. */
export function spark(
  data: number[],
  labels: string[],
  opts: { kind: 'line' | 'bar'; value: Fmt; name: string; colour?: (t: ChartTheme) => string },
): ChartOptionBuilder {
  return (t) => {
    const colour = opts.colour?.(t) ?? t.palette[0]!
    return {
      grid: { left: 0, right: 0, top: 4, bottom: 0 },
      tooltip: {
        trigger: 'axis',
        valueFormatter: opts.value,
        axisPointer: { type: opts.kind === 'bar' ? 'shadow' : 'line' },
      },
      xAxis: { type: 'category', data: labels, show: false, boundaryGap: opts.kind === 'bar' },
      yAxis: { type: 'value', show: false, min: (v: { min: number; max: number }) => v.min - (v.max - v.min) * 0.6 },
      series: [
        opts.kind === 'bar'
          ? {
              name: opts.name,
              type: 'bar',
              data,
              barWidth: '55%',
              itemStyle: { color: colour, borderRadius: [4, 4, 0, 0] },
            }
          : {
              name: opts.name,
              type: 'line',
              data,
              smooth: true,
              showSymbol: false,
              lineStyle: { width: 2, color: colour },
              itemStyle: { color: colour },
              areaStyle: { color: fade(colour, 0.45) },
            },
      ],
    }
  }
}

/** Hue in degrees of a #rrggbb colour (undefined for anything else). */
export function hueOf(colour: string): number | undefined {
  const hex = colour.trim().replace('#', '')
  if (!/^[0-9a-f]{6}$/i.test(hex)) return undefined
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number]
  const max = Math.max(r, g, b)
  const d = max - Math.min(r, g, b)
  if (d === 0) return 0
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return (h * 60 + 360) % 360
}

// The second share's colour, far from the accent in hue: orange beside the cool themes (indigo, blue, teal,
// purple), sky beside the warm ones (rose, amber). Light on a dark surface, mid on a light one.
const PARTNER = {
  cool: { light: '#f97316', dark: '#ea580c' },
  warm: { light: '#0ea5e9', dark: '#2563eb' },
}

/**
 * A doughnut share's colour, the legend's too. The two shares differ in hue and in lightness, so they
 * part in either scheme and in greyscale: the accent's dark step with a mid partner on a light surface,
 * its light step with a deeper partner on a dark one. (Accent then slate read alike in dark mode, and
 * before that two steps of the accent were two near-identical teals.) More shares take the palette.
 */
export function donutColor(t: ChartTheme, i: number): string {
  if (i === 0) return t.dark ? t.accent[300] : t.accent[700]
  if (i === 1) {
    const hue = hueOf(t.accent[500]) ?? 240
    const partner = hue < 90 || hue > 300 ? PARTNER.warm : PARTNER.cool
    return t.dark ? partner.dark : partner.light
  }
  return t.palette[i % t.palette.length] ?? t.accent[500]
}

/** A doughnut of two or more shares (new vs returning, gender...). */
export function donut(values: number[], labels: string[], opts: { value: Fmt }): ChartOptionBuilder {
  return (t) => ({
    tooltip: { trigger: 'item', valueFormatter: opts.value },
    series: [
      {
        type: 'pie',
        radius: ['62%', '88%'],
        avoidLabelOverlap: true,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: t.surface, borderWidth: 3 },
        data: values.map((value, i) => ({ value, name: labels[i], itemStyle: { color: donutColor(t, i) } })),
      },
    ],
  })
}

/** GitHub issues: new issues as a line over closed issues as columns, per weekday. */
export function issuesChart(
  labels: string[],
  series: Array<{ name: string; type: 'line' | 'column'; data: number[] }>,
): ChartOptionBuilder {
  return (t) => ({
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, icon: 'circle', itemWidth: 10, textStyle: { color: t.muted } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    xAxis: { type: 'category', data: labels, ...axisCommon(t), splitLine: { show: false } },
    yAxis: { type: 'value', ...axisCommon(t) },
    series: series.map((s) =>
      s.type === 'line'
        ? {
            name: s.name,
            type: 'line',
            data: s.data,
            smooth: true,
            symbolSize: 7,
            lineStyle: { width: 3, color: t.palette[0] },
            itemStyle: { color: t.palette[0] },
            z: 3,
          }
        : {
            name: s.name,
            type: 'bar',
            data: s.data,
            barWidth: '45%',
            itemStyle: { color: t.accent[t.dark ? 800 : 200], borderRadius: [4, 4, 0, 0] },
          },
    ),
  })
}

/** Task distribution as a rose (polar area) chart. */
export function rose(labels: string[], values: number[]): ChartOptionBuilder {
  return (t) => ({
    tooltip: { trigger: 'item', valueFormatter: (v: number) => `${v}%` },
    legend: { bottom: 0, icon: 'circle', itemWidth: 10, textStyle: { color: t.muted } },
    series: [
      {
        type: 'pie',
        roseType: 'area',
        radius: ['10%', '85%'],
        center: ['50%', '46%'],
        label: { show: false },
        itemStyle: { borderColor: t.surface, borderWidth: 2, borderRadius: 4 },
        data: values.map((value, i) => ({
          value,
          name: labels[i],
          itemStyle: {
            color: [t.accent[t.dark ? 200 : 800], t.accent[500], t.accent[t.dark ? 800 : 200], t.palette[1]][i % 4],
          },
        })),
      },
    ],
  })
}

/** Budget distribution across categories as a radar. */
export function radar(categories: string[], values: number[], name: string): ChartOptionBuilder {
  const max = Math.max(...values, 1) * 1.15
  return (t) => ({
    tooltip: { trigger: 'item', valueFormatter: (v: number) => `${v}%` },
    radar: {
      indicator: categories.map((c) => ({ name: c, max })),
      radius: '74%',
      splitNumber: 4,
      axisName: { color: t.muted, fontSize: 12 },
      splitLine: { lineStyle: { color: t.border } },
      splitArea: { show: false },
      axisLine: { lineStyle: { color: t.border } },
    },
    series: [
      {
        type: 'radar',
        name,
        data: [{ value: values, name }],
        symbolSize: 6,
        lineStyle: { color: t.palette[0], width: 2 },
        itemStyle: { color: t.palette[0] },
        areaStyle: { color: alpha(t.palette[0]!, 0.25) },
      },
    ],
  })
}

/** The BTC price over the last minutes: x is a minute offset (-145 to -1). */
export function priceLine(
  points: Array<{ x: number; y: number }>,
  opts: { value: Fmt; minute: (offset: number) => string; name: string },
): ChartOptionBuilder {
  return (t) => ({
    grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: opts.value },
    xAxis: {
      type: 'category',
      data: points.map((p) => opts.minute(p.x)),
      boundaryGap: false,
      ...axisCommon(t),
      splitLine: { show: false },
      axisLabel: { color: t.subtle, fontSize: 11, interval: 35, hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      scale: true,
      position: 'right',
      ...axisCommon(t),
      axisLabel: { color: t.subtle, fontSize: 11, formatter: opts.value },
    },
    series: [
      {
        name: opts.name,
        type: 'line',
        data: points.map((p) => p.y),
        smooth: 0.2,
        showSymbol: false,
        lineStyle: { width: 2, color: t.palette[0] },
        itemStyle: { color: t.palette[0] },
        areaStyle: { color: fade(t.palette[0]!, 0.3) },
      },
    ],
  })
}

/** A trend line of a watched coin: green when up, red when down. */
export function trendLine(data: Array<{ x: string; y: number }>, up: boolean, value: Fmt): ChartOptionBuilder {
  return (t) => {
    const colour = up ? t.success : t.danger
    return {
      grid: { left: 0, right: 0, top: 2, bottom: 2 },
      tooltip: { trigger: 'axis', valueFormatter: value },
      xAxis: { type: 'category', data: data.map((p) => p.x), show: false, boundaryGap: false },
      yAxis: { type: 'value', show: false, scale: true },
      series: [
        {
          name: 'Price',
          type: 'line',
          data: data.map((p) => p.y),
          smooth: true,
          showSymbol: false,
          lineStyle: { width: 2, color: colour },
          itemStyle: { color: colour },
        },
      ],
    }
  }
}
