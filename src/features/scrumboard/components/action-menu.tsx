import type { ReactNode } from 'react'
import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { MoreVertical } from 'lucide-react'
import { css, cx } from 'styled-system/css'

export interface Action {
  value: string
  label: string
  icon?: ReactNode
  danger?: boolean
  disabled?: boolean
}

const content = css({
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'lg',
  py: '1.5',
  minW: '48',
  zIndex: 'dropdown',
  outline: 'none',
})
const item = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  h: '9',
  mx: '1.5',
  borderRadius: 'md',
  fontSize: 'sm',
  cursor: 'pointer',
  _highlighted: { bg: 'bg.hover' },
  _disabled: { opacity: 0.5, cursor: 'default' },
  '& svg': { w: '4', h: '4' },
})

/** A "more" button opening a menu of actions (keyboard: Enter or arrows to open, arrows to move). */
export function ActionMenu({
  label,
  actions,
  onSelect,
  className,
}: {
  label: string
  actions: Action[]
  onSelect: (value: string) => void
  className?: string
}) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(d) => onSelect(d.value)}>
      <Menu.Trigger
        aria-label={label}
        title={label}
        className={cx(
          css({
            display: 'inline-flex',
            alignItems: 'center',
            justifyContent: 'center',
            w: '8',
            h: '8',
            borderRadius: 'full',
            color: 'fg.muted',
            cursor: 'pointer',
            flexShrink: 0,
            _hover: { bg: 'bg.hover', color: 'fg.default' },
            _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
          }),
          className,
        )}
      >
        <MoreVertical size={18} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={content}>
            {actions.map((a) => (
              <Menu.Item
                key={a.value}
                value={a.value}
                disabled={a.disabled}
                className={cx(item, a.danger && css({ color: 'danger.text' }))}
              >
                {a.icon}
                {a.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
