import type { ReactElement } from 'react'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'

const content = css({
  bg: 'slate.800', color: 'white', fontSize: 'xs', fontWeight: 'medium', px: '2.5', py: '1.5', borderRadius: 'md',
  boxShadow: 'lg', maxW: '64', zIndex: 'tooltip', _dark: { bg: 'slate.700' },
})

/** A hint on hover and keyboard focus for icon-only controls; the child keeps its own accessible name. */
export function Tooltip({ label, children, placement = 'bottom' }: { label?: string | undefined; children: ReactElement; placement?: 'top' | 'bottom' | 'left' | 'right' }) {
  if (!label) return children
  return (
    <ArkTooltip.Root openDelay={350} closeDelay={50} positioning={{ placement }} lazyMount unmountOnExit>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={css({ zIndex: 'tooltip' })}>
          <ArkTooltip.Content className={content}>{label}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  )
}
