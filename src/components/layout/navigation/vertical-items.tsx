import { css, cx } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import { Icon } from '../icons'
import { Tooltip } from '../tooltip'
import { NavLink } from './nav-link'
import type { NavigationEvent } from './navigation-view'
import { divider, groupLabel, groupTitle, rowClass, rowSubtitle, rowText, rowTitle } from './styles'
import { hasActiveChild, isActiveLink, isVisible, type NavItem } from './types'

export interface ItemsState {
  path: string
  expanded: string[]
  aside: string | null
  send: (event: NavigationEvent) => void
}

const labelClass = css({ transition: 'opacity 200ms' })

function RowBody({ item, trailing }: { item: NavItem; trailing?: React.ReactNode }) {
  return (
    <>
      <Icon name={item.icon} className="nav-icon" />
      <span className={cx(rowText, labelClass, 'nav-label')}>
        <span className={rowTitle}>{item.title}</span>
        {item.subtitle ? <span className={rowSubtitle}>{item.subtitle}</span> : null}
      </span>
      {item.badge ? (
        <span className={cx(badge({ tone: item.badge.tone ?? 'accent' }), 'nav-label')}>{item.badge.title}</span>
      ) : null}
      {trailing}
    </>
  )
}

/** A row that opens what is below it (a collapsable's children) or beside it (an aside's panel). */
function ToggleRow({
  item,
  indent,
  open,
  active,
  onToggle,
  trailing,
}: {
  item: NavItem
  indent: React.CSSProperties | undefined
  open: boolean
  active: boolean
  onToggle: () => void
  trailing: React.ReactNode
}) {
  return (
    <Tooltip label={item.tooltip} placement="right">
      <button
        type="button"
        className={rowClass}
        style={indent}
        aria-expanded={open}
        data-nav-id={item.id}
        data-active={active ? '' : undefined}
        disabled={item.disabled}
        data-disabled={item.disabled ? '' : undefined}
        onClick={onToggle}
      >
        <RowBody item={item} trailing={trailing} />
      </button>
    </Tooltip>
  )
}

/** The items of the default appearance (also the dense one, whose labels show when it expands). */
export function VerticalItems({ items, state, depth = 0 }: { items: NavItem[]; state: ItemsState; depth?: number }) {
  return (
    <>
      {items.filter(isVisible).map((item) => (
        <VerticalItem key={item.id} item={item} state={state} depth={depth} />
      ))}
    </>
  )
}

function VerticalItem({ item, state, depth }: { item: NavItem; state: ItemsState; depth: number }) {
  const indent = depth > 0 ? { paddingLeft: `${18 + depth * 20}px` } : undefined
  switch (item.type) {
    case 'divider':
      return <hr className={divider} />
    case 'spacer':
      return <div aria-hidden className={css({ flex: 1, minH: '4' })} />
    case 'group':
      return (
        <div role="group" aria-label={item.title}>
          {item.title ? (
            <div className={cx(groupTitle, 'nav-group-title')}>
              <span className={groupLabel}>{item.title}</span>
              {item.subtitle ? <span className={rowSubtitle}>{item.subtitle}</span> : null}
            </div>
          ) : null}
          <VerticalItems items={item.children ?? []} state={state} depth={depth} />
        </div>
      )
    case 'collapsable': {
      const open = state.expanded.includes(item.id)
      return (
        <div>
          <ToggleRow
            item={item}
            indent={indent}
            open={open}
            active={hasActiveChild(item, state.path) && !open}
            onToggle={() => state.send({ type: 'collapsable.toggle', id: item.id })}
            trailing={
              <Icon
                name="chevron-down"
                size={16}
                className={cx('nav-label', css({ transition: 'transform 200ms', flexShrink: 0 }))}
                style={{ transform: open ? 'rotate(0deg)' : 'rotate(-90deg)' }}
                aria-hidden
              />
            }
          />
          {open ? (
            <div className="nav-children">
              <VerticalItems items={item.children ?? []} state={state} depth={depth + 1} />
            </div>
          ) : null}
        </div>
      )
    }
    case 'aside': {
      const open = state.aside === item.id
      return (
        <ToggleRow
          item={item}
          indent={indent}
          open={open}
          active={open || hasActiveChild(item, state.path)}
          onToggle={() => state.send({ type: 'aside.toggle', id: item.id })}
          trailing={<Icon name="chevron-right" size={16} className="nav-label" aria-hidden />}
        />
      )
    }
    default: {
      const active = isActiveLink(item, state.path)
      return (
        <Tooltip label={item.tooltip} placement="right">
          <NavLink item={item} active={active} className={rowClass} style={indent}>
            <RowBody item={item} />
          </NavLink>
        </Tooltip>
      )
    }
  }
}
