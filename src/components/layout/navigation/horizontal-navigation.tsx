import { useRouterState } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import { Menu } from '@/components/ui/menu'
import { toolbarMenuPanel, menuItem as sharedMenuItem, menuSeparator } from '@/components/ui/menu-styles'
import { Icon } from '../icons'
import { Tooltip } from '../tooltip'
import { NavLink } from './nav-link'
import { hasActiveChild, isActiveLink, isVisible, type NavItem } from './types'

const topItem = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '10',
  px: '3',
  borderRadius: 'lg',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: 'background 150ms, color 150ms',
  '& svg': { w: '18px', h: '18px', flexShrink: 0 },
  _hover: { bg: 'bg.hover', color: 'fg.default' },
  '&[data-active], &[data-state=open]': { bg: 'accent.subtle', color: 'accent.text' },
  '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
})

const content = cx(toolbarMenuPanel, css({ minW: '60', maxH: '70vh', overflowY: 'auto' }))

// The app's menu item, with the mark of the page's own section.
const menuItem = cx(
  sharedMenuItem,
  css({ '&[data-active]': { color: 'accent.text', fontWeight: 'semibold', '& svg': { color: 'accent.text' } } }),
)

const groupLabel = css({
  px: '3',
  pt: '2',
  pb: '1',
  textStyle: 'overline',
  color: 'accent.text',
})

function MenuEntries({ items, path }: { items: NavItem[]; path: string }) {
  return (
    <>
      {items.filter(isVisible).map((item) => {
        if (item.type === 'divider') return <Menu.Separator key={item.id} className={menuSeparator} />
        if (item.type === 'spacer') return null
        if (item.type === 'group')
          return (
            <Menu.ItemGroup key={item.id}>
              <Menu.ItemGroupLabel className={groupLabel}>{item.title}</Menu.ItemGroupLabel>
              <MenuEntries items={item.children ?? []} path={path} />
            </Menu.ItemGroup>
          )
        if (item.type === 'collapsable' || item.type === 'aside')
          return (
            <Menu.Root key={item.id} positioning={{ placement: 'right-start', gutter: 6 }}>
              <Menu.TriggerItem className={menuItem} data-active={hasActiveChild(item, path) ? '' : undefined}>
                <Icon name={item.icon} />
                <span className={css({ flex: 1 })}>{item.title}</span>
                <Icon name="chevron-right" />
              </Menu.TriggerItem>
              <Menu.Popup className={content}>
                <MenuEntries items={item.children ?? []} path={path} />
              </Menu.Popup>
            </Menu.Root>
          )
        return (
          <Menu.Item key={item.id} value={item.id} disabled={item.disabled} asChild>
            <NavLink item={item} active={isActiveLink(item, path)} className={menuItem}>
              <Icon name={item.icon} />
              <span className={css({ display: 'flex', flexDir: 'column', flex: 1, minW: 0 })}>
                <span>{item.title}</span>
                {item.subtitle ? (
                  <span className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{item.subtitle}</span>
                ) : null}
              </span>
              {item.badge ? (
                <span className={badge({ tone: item.badge.tone ?? 'accent' })}>{item.badge.title}</span>
              ) : null}
            </NavLink>
          </Menu.Item>
        )
      })}
    </>
  )
}

/** The top menu of the centered, enterprise, material and modern layouts on wide screens. */
export function HorizontalNavigation({
  items,
  label,
  className,
}: {
  items: NavItem[]
  label: string
  className?: string
}) {
  const path = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })
  return (
    <nav
      aria-label={label}
      className={cx(css({ display: 'flex', alignItems: 'center', gap: '1', minW: 0 }), className)}
      data-testid="horizontal-navigation"
    >
      {items.filter(isVisible).map((item) => {
        if (item.type === 'divider')
          return <span key={item.id} aria-hidden className={css({ w: '1px', h: '6', bg: 'border.default', mx: '2' })} />
        if (item.type === 'spacer') return <span key={item.id} aria-hidden className={css({ flex: 1 })} />
        if (item.type === 'basic')
          return (
            <Tooltip key={item.id} label={item.tooltip}>
              <NavLink item={item} active={isActiveLink(item, path)} className={topItem}>
                <Icon name={item.icon} />
                {item.title}
              </NavLink>
            </Tooltip>
          )
        return (
          <Menu.Root key={item.id} positioning={{ placement: 'bottom-start', gutter: 6 }}>
            <Menu.Trigger
              className={topItem}
              data-active={hasActiveChild(item, path) ? '' : undefined}
              data-nav-id={item.id}
              disabled={item.disabled}
            >
              <Icon name={item.icon} />
              {item.title}
              <Icon name="chevron-down" className={css({ w: '4!', h: '4!', opacity: 0.7 })} />
            </Menu.Trigger>
            <Menu.Popup className={content}>
              <MenuEntries items={item.children ?? []} path={path} />
            </Menu.Popup>
          </Menu.Root>
        )
      })}
    </nav>
  )
}
