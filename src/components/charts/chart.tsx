import { lazy, Suspense } from 'react'
import { css, cx } from 'styled-system/css'
import type { ChartOptionBuilder } from './types'

// ECharts (~170 kB gzip) loads with the first chart a page draws, never with the page shell.
const EChart = lazy(() => import('./echart'))

interface ChartProps {
  /** A stable function (module level or memoised): a new one re-draws the chart. */
  option: ChartOptionBuilder
  height?: number | string
  /** What the chart shows, for screen readers (the numbers it draws are also written out beside it). */
  label: string
  className?: string
}

/** A themed ECharts chart, loaded lazily; a quiet placeholder of the same size holds its place meanwhile. */
export function Chart({ option, height = 240, label, className }: ChartProps) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cx(css({ position: 'relative', w: 'full', minW: 0 }), className)}
      style={{ height }}
      data-chart
    >
      <Suspense
        fallback={
          <div
            className={css({
              h: 'full',
              w: 'full',
              borderRadius: 'xl',
              bg: 'bg.muted',
              animation: 'pulse 1.5s ease-in-out infinite',
            })}
          />
        }
      >
        <EChart option={option} height={height} />
      </Suspense>
    </div>
  )
}
