import { cloneElement, type ReactElement } from 'react'
import { DeferredControl } from './deferred-control'
import type { TooltipProps } from './tooltip-popup'

const loadPopup = () => import('./tooltip-popup').then((m) => m.TooltipPopup)

type Child = ReactElement<{ onPointerEnter?: () => void; onFocus?: () => void }>

/**
 * A hint on hover and keyboard focus for icon-only controls; the child keeps its own accessible name. The
 * popup's code (positioning, dismissal) loads the first time a hinted control is pointed at or focused;
 * the hint then shows on the pointer's next move, or at once for keyboard focus (which the swap keeps).
 */
export function Tooltip({
  label,
  children,
  placement,
  disabled,
}: Omit<TooltipProps, 'label' | 'children'> & { label?: string | undefined; children: Child }) {
  if (!label) return children
  return (
    <DeferredControl
      load={loadPopup}
      props={{ label, placement, disabled, children }}
      placeholder={(intent) => {
        const own = children.props
        return cloneElement(children, {
          onPointerEnter: () => {
            own.onPointerEnter?.()
            intent.onPointerEnter()
          },
          onFocus: () => {
            own.onFocus?.()
            intent.onFocus()
          },
        })
      }}
    />
  )
}
