import { useEffect, useState } from 'react'

/** The calendar scrolls its own grid sideways (its time column stays put), not the box around it. */
const SCROLLER = '.rbc-time-content'

/**
 * Whether the grid in a box runs past its right edge (more to see by scrolling sideways). Returns the ref
 * callback for the box: the box comes and goes with the data, so a plain ref would miss it.
 */
export function useClippedSideways() {
  const [box, setBox] = useState<HTMLElement | null>(null)
  const [clipped, setClipped] = useState(false)
  useEffect(() => {
    if (!box) return setClipped(false)
    const measure = () => {
      const s = box.querySelector<HTMLElement>(SCROLLER) ?? box
      // A pixel of rounding is not content.
      setClipped(s.scrollLeft + s.clientWidth < s.scrollWidth - 1)
    }
    measure()
    const resized = new ResizeObserver(measure)
    resized.observe(box)
    // The calendar loads lazily and redraws its columns when the doctors or the day change.
    const changed = new MutationObserver(measure)
    changed.observe(box, { childList: true, subtree: true })
    // Scroll events do not bubble; the capture phase still sees the grid's.
    box.addEventListener('scroll', measure, { capture: true, passive: true })
    return () => {
      resized.disconnect()
      changed.disconnect()
      box.removeEventListener('scroll', measure, { capture: true })
    }
  }, [box])
  return [setBox, clipped] as const
}
