import type { ReactNode } from 'react'
import { Popover } from '@ark-ui/react/popover'
import { css, cx } from 'styled-system/css'
import { PopoverPortal } from '@/components/ui/open-portal'
import { iconButton } from './toolbar-button'

interface ToolbarPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The trigger's accessible name. */
  label: string
  icon: ReactNode
  badge?: ReactNode
  title: string
  actions?: ReactNode
  children: ReactNode
  testId: string
  /** More for the trigger: a tooltip, data attributes that style it by state (the sync indicator's). */
  trigger?: { className?: string; title?: string; data?: Record<`data-${string}`, string | number> }
  /** Called once the closed panel has left the page (and given focus back to its trigger). */
  onExitComplete?: () => void
}

/** A toolbar button that opens a card below it (shortcuts, messages, notifications, sync). */
export function ToolbarPanel({
  open,
  onOpenChange,
  label,
  icon,
  badge,
  title,
  actions,
  children,
  testId,
  trigger,
  onExitComplete,
}: ToolbarPanelProps) {
  return (
    <Popover.Root
      open={open}
      onOpenChange={(d) => onOpenChange(d.open)}
      positioning={{ placement: 'bottom-end', gutter: 8, overflowPadding: 8 }}
      onExitComplete={onExitComplete}
    >
      <Popover.Trigger
        className={cx(iconButton, trigger?.className)}
        aria-label={label}
        title={trigger?.title}
        data-testid={`${testId}-trigger`}
        {...trigger?.data}
      >
        {icon}
        {badge}
      </Popover.Trigger>
      <PopoverPortal>
        <Popover.Positioner className={css({ zIndex: 'popover' })}>
          <Popover.Content
            data-testid={`${testId}-panel`}
            className={cx(
              css({
                w: 'min(24rem, calc(100vw - 1rem))',
                bg: 'bg.surface',
                color: 'fg.default',
                borderRadius: '2xl',
                boxShadow: '2xl',
                borderWidth: '1px',
                borderColor: 'border.default',
                overflow: 'hidden',
                outline: 'none',
                // Only while open, or a closing panel can wait for good for an exit animation (src/components/ui/menu-styles.ts).
                _open: { animation: 'slideInDown 150ms' },
                // Ark copies the content's z-index to its positioner: above the sticky bars and the settings cog.
                zIndex: 'popover',
              }),
            )}
          >
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '1',
                pl: '5',
                pr: '3',
                py: '3',
                bg: 'accent.solid',
                color: 'accent.onSolid',
              })}
            >
              <Popover.Title className={css({ flex: 1, fontSize: 'md', fontWeight: 'semibold' })}>
                {title}
              </Popover.Title>
              <div
                className={cx(
                  'panel-actions',
                  css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '0.5',
                    '& button': {
                      color: 'accent.onSolid',
                      _hover: { bg: 'rgba(255,255,255,0.16)', color: 'accent.onSolid' },
                    },
                  }),
                )}
              >
                {actions}
              </div>
            </div>
            <div className={css({ maxH: 'min(32rem, calc(100dvh - 10rem))', overflowY: 'auto' })}>{children}</div>
          </Popover.Content>
        </Popover.Positioner>
      </PopoverPortal>
    </Popover.Root>
  )
}
