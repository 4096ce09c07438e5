import { css, cx } from 'styled-system/css'
import { Icon } from '../icons'
import { Tooltip } from '../tooltip'
import { NavLink } from './nav-link'
import { divider } from './styles'
import { hasActiveChild, isActiveLink, isVisible, type NavItem } from './types'
import type { ItemsState } from './vertical-items'

const tile = css({
  position: 'relative',
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1.5',
  w: 'full',
  minH: '16',
  px: '1',
  py: '3',
  borderRadius: 'xl',
  color: 'var(--nav-fg)',
  cursor: 'pointer',
  transition: 'background 150ms, color 150ms',
  outlineOffset: '-2px',
  '& .nav-icon': { color: 'var(--nav-icon)', w: '6', h: '6' },
  _hover: { bg: 'var(--nav-hover)', color: 'var(--nav-strong)' },
  '&[data-active]': {
    bg: 'var(--nav-active)',
    color: 'var(--nav-strong)',
    '& .nav-icon': { color: 'var(--nav-icon-active)' },
  },
  '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
})
const thinTile = css({ minH: '12', py: '3' })
const tileLabel = css({
  fontSize: 'xs',
  fontWeight: 'medium',
  textAlign: 'center',
  lineHeight: 'tight',
  lineClamp: 2,
  wordBreak: 'break-word',
})

/**
 * Tiles of the compact (icon over title) and thin (icon only, title as tooltip) appearances. Anything
 * that holds children opens them in the aside panel; groups show their children inline.
 */
export function CompactItems({ items, state, thin }: { items: NavItem[]; state: ItemsState; thin: boolean }) {
  // Hints show to the right, where an open aside panel is: they would cover its title and entries.
  const panelOpen = Boolean(state.aside)
  return (
    <>
      {items.filter(isVisible).map((item) => {
        if (item.type === 'divider') return <hr key={item.id} className={divider} />
        if (item.type === 'spacer') return <div key={item.id} aria-hidden className={css({ flex: 1 })} />
        if (item.type === 'group')
          return <CompactItems key={item.id} items={item.children ?? []} state={state} thin={thin} />
        const label = item.title ?? item.id
        const body = (
          <>
            <Icon name={item.icon} className="nav-icon" />
            {thin ? null : <span className={tileLabel}>{item.title}</span>}
          </>
        )
        if (item.type === 'aside' || item.type === 'collapsable') {
          const open = state.aside === item.id
          return (
            <Tooltip key={item.id} label={thin ? label : item.tooltip} placement="right" disabled={panelOpen}>
              <button
                type="button"
                className={cx(tile, thin && thinTile)}
                aria-label={thin ? label : undefined}
                aria-expanded={open}
                data-nav-id={item.id}
                data-active={open || hasActiveChild(item, state.path) ? '' : undefined}
                disabled={item.disabled}
                onClick={() => state.send({ type: 'aside.toggle', id: item.id })}
              >
                {body}
              </button>
            </Tooltip>
          )
        }
        return (
          <Tooltip key={item.id} label={thin ? label : item.tooltip} placement="right" disabled={panelOpen}>
            <NavLink
              item={item}
              active={isActiveLink(item, state.path)}
              className={cx(tile, thin && thinTile)}
              aria-label={thin ? label : undefined}
            >
              {body}
            </NavLink>
          </Tooltip>
        )
      })}
    </>
  )
}
