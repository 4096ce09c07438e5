import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react'
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

const placeholder = css({
  h: 'full',
  w: 'full',
  borderRadius: 'xl',
  bg: 'bg.muted',
  animation: 'pulse 1.5s ease-in-out infinite',
})

/** True once the element comes near the screen, and from then on. */
function useNearScreen(ref: RefObject<HTMLElement | null>) {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || near) return
    const observer = new IntersectionObserver(
      (entries) => setNear((was) => was || entries.some((e) => e.isIntersecting)),
      {
        rootMargin: '200px',
      },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref, near])
  return near
}

/**
 * A themed ECharts chart, loaded lazily and drawn once it comes near the screen: a dashboard's nine charts
 * drawn at once were its longest tasks on a phone, most of them below the fold. A quiet placeholder of the
 * same size holds its place meanwhile.
 */
export function Chart({ option, height = 240, label, className }: ChartProps) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearScreen(box)
  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      className={cx(css({ position: 'relative', w: 'full', minW: 0 }), className)}
      style={{ height }}
      data-chart
    >
      {near ? (
        <Suspense fallback={<div className={placeholder} />}>
          <EChart option={option} height={height} />
        </Suspense>
      ) : (
        <div className={placeholder} />
      )}
    </div>
  )
}
