import { useLayoutEffect, useRef, type HTMLAttributes } from 'react'

/**
 * A box that fills the viewport below wherever the shell placed it, for full-height apps (mail, chat)
 * whose panes scroll on their own. Layouts differ in header height, so the top is measured, not assumed.
 */
export function FillViewport({ style, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    const fit = () => {
      const top = Math.max(0, el.getBoundingClientRect().top + window.scrollY)
      el.style.height = `max(28rem, calc(100dvh - ${top}px))`
    }
    fit()
    const observer = new ResizeObserver(fit)
    if (el.parentElement) observer.observe(el.parentElement)
    window.addEventListener('resize', fit)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', fit)
    }
  }, [])
  return <div ref={ref} style={{ height: '100dvh', ...style }} {...rest} />
}
