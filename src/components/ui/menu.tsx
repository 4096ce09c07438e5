import {
  Menu as Ark,
  useMenuContext,
  type MenuContentProps,
  type MenuItemProps,
  type MenuRootProps,
} from '@ark-ui/react/menu'
import { css } from 'styled-system/css'
import { OpenPortal } from './open-portal'

// The only door to Ark's menu (ESLint bans '@ark-ui/react/menu' elsewhere), so that no menu can take back the
// two things that dropped input: the root's `onSelect` and the content's lazy mounting.

/** Ark's menu root, with neither `onSelect` (each `Menu.Item` chooses itself) nor lazy mounting (`Menu.Popup`). */
function Root(props: Omit<MenuRootProps, 'onSelect' | 'lazyMount' | 'unmountOnExit'>) {
  return <Ark.Root {...props} />
}

/** The menu's positioner and content, in a portal, mounted while the menu is open (see `OpenPortal`). */
function Popup({ positionerClassName, ...props }: MenuContentProps & { positionerClassName?: string }) {
  const { open } = useMenuContext()
  return (
    <OpenPortal open={open}>
      <Ark.Positioner className={positionerClassName}>
        <Ark.Content {...props} />
      </Ark.Positioner>
    </OpenPortal>
  )
}

type ItemProps = Omit<MenuItemProps, 'onSelect'> & {
  /** What choosing the item does; leave it out only for an item that is a link (`asChild`), which goes itself. */
  onChoose?: () => void
}

/**
 * A menu item that chooses on its own click, once. zag selects only the item it has highlighted, and a click
 * with no pointer move before it (right after the menu opened, a screen reader's or a script's click) chose
 * nothing. Every activation reaches the item as a click, Enter and Space included (zag clicks the highlighted
 * item), so this is the one path: the root has no `onSelect` to choose a second time.
 *
 * The choice runs in the next task, once the menu has closed and handed focus back to its trigger (zag does
 * that in a microtask after the click): a choice that moves focus keeps it (the scrumboard's rename field,
 * focused while the menu closed, lost focus to the trigger at once and closed itself).
 */
function Item({ onChoose, onClick, ...props }: ItemProps) {
  return (
    <Ark.Item
      {...props}
      onClick={(event) => {
        onClick?.(event)
        if (!props.disabled && !event.defaultPrevented && onChoose) setTimeout(onChoose)
      }}
    />
  )
}

/** Ark's menu parts, with the root, content and item above (a checkbox item already toggles on its own click). */
export const Menu = {
  Root,
  Trigger: Ark.Trigger,
  TriggerItem: Ark.TriggerItem,
  Popup,
  Item,
  CheckboxItem: Ark.CheckboxItem,
  ItemText: Ark.ItemText,
  ItemIndicator: Ark.ItemIndicator,
  ItemGroup: Ark.ItemGroup,
  ItemGroupLabel: Ark.ItemGroupLabel,
  Separator: Ark.Separator,
}

/** The panel of an app's menu (the toolbar's menus and the top navigation's have their own, in menu-styles.ts). */
export const menuPanel = css({
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'lg',
  py: '1.5',
  minW: '52',
  zIndex: 'dropdown',
  outline: 'none',
})

/** An app menu's row: icon and label, highlighted under the pointer or the arrow keys. */
export const menuRow = css({
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
