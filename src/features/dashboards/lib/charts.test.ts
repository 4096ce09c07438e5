import { describe, expect, it } from 'vitest'
import type { ChartTheme } from '@/components/charts/types'
import { donutColor, hueOf } from './charts'

// Steps 300, 500 and 700 of each colour theme's accent (Panda's colour tokens, src/theme/palettes.ts).
const ACCENTS: Record<string, [string, string, string]> = {
  indigo: ['#a5b4fc', '#6366f1', '#4338ca'],
  blue: ['#93c5fd', '#3b82f6', '#1d4ed8'],
  teal: ['#5eead4', '#14b8a6', '#0f766e'],
  rose: ['#fda4af', '#f43f5e', '#be123c'],
  purple: ['#d8b4fe', '#a855f7', '#7e22ce'],
  amber: ['#fcd34d', '#f59e0b', '#b45309'],
}

function theme(dark: boolean, [s300, s500, s700]: [string, string, string]): ChartTheme {
  const accent = { 50: '', 100: '', 200: '', 300: s300, 400: '', 500: s500, 600: '', 700: s700, 800: '', 900: '' }
  return {
    dark,
    font: 'sans-serif',
    accent,
    palette: [dark ? s500 : s700, dark ? '#94a3b8' : '#64748b'],
    text: '',
    muted: '',
    subtle: '',
    border: '',
    surface: dark ? '#0f172a' : '#ffffff',
    success: '#16a34a',
    danger: '#dc2626',
    warning: '#f59e0b',
  }
}

/** Perceived lightness (CIE L*, 0-100) of a #rrggbb colour. */
function lightness(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b
  return y > 216 / 24389 ? 116 * Math.cbrt(y) - 16 : (y * 24389) / 27
}

const hueGap = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b))

describe('doughnut colours', () => {
  // Issue 16: the analytics donuts' two shares were two near-identical teals in dark mode.
  for (const [name, scale] of Object.entries(ACCENTS)) {
    for (const dark of [false, true]) {
      it(`part clearly in hue and lightness: ${name}, ${dark ? 'dark' : 'light'}`, () => {
        const t = theme(dark, scale)
        const [first, second] = [donutColor(t, 0), donutColor(t, 1)]
        expect(hueGap(hueOf(first)!, hueOf(second)!)).toBeGreaterThanOrEqual(60)
        expect(Math.abs(lightness(first) - lightness(second))).toBeGreaterThanOrEqual(15)
      })
    }
  }
})
