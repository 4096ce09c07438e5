import type { ReactNode } from 'react'
import { MoreVertical } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Menu, menuPanel, menuRow } from '@/components/ui/menu'

export interface Action {
  value: string
  label: string
  icon?: ReactNode
  danger?: boolean
  disabled?: boolean
}

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
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
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
      <Menu.Popup className={menuPanel}>
        {actions.map((a) => (
          <Menu.Item
            key={a.value}
            value={a.value}
            disabled={a.disabled}
            className={cx(menuRow, a.danger && css({ color: 'danger.text' }))}
            onChoose={() => onSelect(a.value)}
          >
            {a.icon}
            {a.label}
          </Menu.Item>
        ))}
      </Menu.Popup>
    </Menu.Root>
  )
}
