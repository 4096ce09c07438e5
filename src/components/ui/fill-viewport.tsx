import { useLayoutEffect, useRef, type HTMLAttributes } from 'react'

/** Heights of what the layout stacks below `el` (a footer, say): later in-flow siblings of it and its ancestors. */
function heightBelow(el: HTMLElement): number {
  const bottom = el.getBoundingClientRect().bottom
  let sum = 0
  for (let node: HTMLElement | null = el; node && node !== document.body; node = node.parentElement) {
    for (let s = node.nextElementSibling; s; s = s.nextElementSibling) {
      const style = getComputedStyle(s)
      if (style.position === 'fixed' || style.position === 'absolute' || style.display === 'none') continue
      const box = s.getBoundingClientRect()
      // Only what sits under us counts; a sibling beside us in a row does not.
      if (box.top >= bottom - 1) sum += box.height
    }
  }
  return sum
}

/**
 * A box that fills the viewport between wherever the shell placed it and whatever the shell puts below
 * it, for full-height apps (mail, chat) whose panes scroll on their own. Layouts differ in header and
 * footer, so both are measured, not assumed.
 */
export function FillViewport({ style, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const fit = () => {
      const top = Math.max(0, el.getBoundingClientRect().top + window.scrollY)
      el.style.height = `max(28rem, calc(100dvh - ${top + heightBelow(el)}px))`
    }
    // The page area is at least a screen tall otherwise (Main): this box keeps the footer in view instead.
    const main = el.closest('main')
    main?.setAttribute('data-fills-viewport', '')
    fit()
    const observer = new ResizeObserver(fit)
    if (el.parentElement) observer.observe(el.parentElement)
    window.addEventListener('resize', fit)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', fit)
      main?.removeAttribute('data-fills-viewport')
    }
  }, [])
  return <div ref={ref} style={{ height: '100dvh', ...style }} {...rest} />
}
