import type { ReactElement } from 'react'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { Portal } from '@ark-ui/react/portal'
import { css } from 'styled-system/css'

const content = css({
  bg: 'slate.800', color: 'white', fontSize: 'xs', fontWeight: 'medium', px: '2.5', py: '1.5', borderRadius: 'md',
  boxShadow: 'lg', maxW: '64', zIndex: 'tooltip', _dark: { bg: 'slate.700' },
})

export type TooltipProps = { label: string; children: ReactElement; placement?: 'top' | 'bottom' | 'left' | 'right' }

export function TooltipPopup({ label, children, placement = 'bottom' }: TooltipProps) {
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
