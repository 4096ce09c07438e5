import { useMemo } from 'react'
import { useThemePrefs } from '@/lib/theme'

/** The colours a chart draws with, read from the page's CSS variables so charts follow light/dark and the accent theme. */
export interface ChartTheme {
  dark: boolean
  /** The page's font: ECharts measures text with it, so labels and legends are laid out at their real width. */
  font: string
  /** The accent scale of the colour theme: `accent[500]` etc. */
  accent: Record<50 | 100 | 200 | 300 | 400 | 500 | 600 | 700 | 800 | 900, string>
  /** Series colours in order: the accent first, then colours that read well beside it. */
  palette: string[]
  text: string
  muted: string
  subtle: string
  border: string
  surface: string
  success: string
  danger: string
  warning: string
}

const STEPS = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const

function read(style: CSSStyleDeclaration, name: string, fallback: string): string {
  return style.getPropertyValue(name).trim() || fallback
}

/** Reads the theme now; call again after the scheme or palette changes (the hook below does). */
export function readChartTheme(dark: boolean): ChartTheme {
  const style = getComputedStyle(document.documentElement)
  const accent = Object.fromEntries(
    STEPS.map((s) => [s, read(style, `--accent-${s}`, '#6366f1')]),
  ) as ChartTheme['accent']
  const success = read(style, '--colors-success-solid', '#16a34a')
  const warning = read(style, '--colors-warning-solid', '#f59e0b')
  const danger = read(style, '--colors-danger-solid', '#dc2626')
  return {
    dark,
    font: getComputedStyle(document.body).fontFamily || 'sans-serif',
    accent,
    palette: [
      dark ? accent[500] : accent[600],
      dark ? '#94a3b8' : '#64748b',
      success,
      warning,
      danger,
      dark ? accent[200] : accent[300],
    ],
    text: read(style, '--colors-fg-default', dark ? '#f8fafc' : '#0f172a'),
    muted: read(style, '--colors-fg-muted', dark ? '#cbd5e1' : '#475569'),
    subtle: read(style, '--colors-fg-subtle', '#64748b'),
    border: read(style, '--colors-border-default', dark ? '#334155' : '#e2e8f0'),
    surface: read(style, '--colors-bg-surface', dark ? '#0f172a' : '#ffffff'),
    success,
    danger,
    warning,
  }
}

/** The chart theme of the current scheme and colour theme; changes when the user switches either. */
export function useChartTheme(): ChartTheme {
  const { scheme, palette } = useThemePrefs()
  // `palette` is not read here, but the CSS variables change with it, so it must re-run the read.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => readChartTheme(scheme === 'dark'), [scheme, palette])
}
