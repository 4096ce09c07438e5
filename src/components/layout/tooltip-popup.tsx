import type { ReactElement } from 'react'
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip'
import { css } from 'styled-system/css'
import { TooltipPortal } from '@/components/ui/open-portal'

const content = css({
  bg: 'slate.800',
  color: 'white',
  fontSize: 'xs',
  fontWeight: 'medium',
  px: '2.5',
  py: '1.5',
  borderRadius: 'md',
  boxShadow: 'lg',
  maxW: '64',
  zIndex: 'tooltip',
  _dark: { bg: 'slate.700' },
})

export type TooltipProps = {
  label: string
  children: ReactElement
  placement?: 'top' | 'bottom' | 'left' | 'right'
  /** Kept from showing while what it names is open beside it (it would cover that panel). */
  disabled?: boolean
}

export function TooltipPopup({ label, children, placement = 'bottom', disabled = false }: TooltipProps) {
  return (
    <ArkTooltip.Root openDelay={350} closeDelay={50} positioning={{ placement }} disabled={disabled}>
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <TooltipPortal>
        <ArkTooltip.Positioner className={css({ zIndex: 'tooltip' })}>
          <ArkTooltip.Content className={content}>{label}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </TooltipPortal>
    </ArkTooltip.Root>
  )
}
