import { useLayoutEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { CompactItems } from './compact-items'
import { panelSurface, rowSubtitle, toneClass, type NavTone } from './styles'
import { NAV_WIDTHS, findItem, type NavItem } from './types'
import { warmNavigation, type NavigationHandle } from './use-navigation'
import { VerticalItems, type ItemsState } from './vertical-items'
import { Icon } from '../icons'

interface VerticalNavigationProps {
  nav: NavigationHandle
  items: NavItem[]
  tone: NavTone
  label: string
  closeLabel: string
  header?: ReactNode
  footer?: ReactNode
}

const outer = css({
  flexShrink: 0,
  zIndex: 'docked',
  '&[data-mode=side]': {
    position: 'sticky',
    top: 0,
    h: '100dvh',
    transition: 'width 400ms cubic-bezier(0.25, 0.8, 0.25, 1)',
  },
  '&[data-mode=side][data-opened=false]': { visibility: 'hidden' },
  '&[data-mode=over]': {
    position: 'fixed',
    top: 0,
    bottom: 0,
    zIndex: 'modal',
    transition: 'transform 300ms cubic-bezier(0.25, 0.8, 0.25, 1), visibility 300ms',
  },
  '&[data-mode=over][data-opened=false]': { visibility: 'hidden' },
  '&[data-position=left]': { left: 0 },
  '&[data-position=right]': { right: 0, order: 2 },
  // An open aside panel and a hovered dense menu reach past the navigation's column, under the sticky toolbar:
  // they rise above it, so the panel's title and the menu's logo stay in sight.
  '&[data-mode=side][data-aside=open], &[data-mode=side][data-appearance=dense]:is(:hover, :focus-within)': {
    zIndex: 'banner',
  },
})

const panel = css({
  position: 'absolute',
  top: 0,
  bottom: 0,
  display: 'flex',
  flexDir: 'column',
  overflow: 'hidden',
  transition: 'width 300ms cubic-bezier(0.25, 0.8, 0.25, 1), box-shadow 300ms',
  '[data-position=left] > &': { left: 0 },
  '[data-position=right] > &': { right: 0 },
  '[data-mode=over] > &': { boxShadow: '2xl' },
})

// Dense: icons only until hovered or focused, then the full menu over the page.
const dense = css({
  '&:hover, &:focus-within': { width: '280px !important', boxShadow: '2xl' },
  '&:not(:hover):not(:focus-within) .nav-label, &:not(:hover):not(:focus-within) .nav-group-title': { opacity: 0 },
  '&:not(:hover):not(:focus-within) .nav-children': { display: 'none' },
})

// A light navigation needs a line between it and the page.
const lightEdge = css({
  borderColor: 'border.default',
  '[data-position=left] > &': { borderRightWidth: '1px' },
  '[data-position=right] > &': { borderLeftWidth: '1px' },
})

const scroller = css({
  flex: 1,
  minH: 0,
  overflowY: 'auto',
  overflowX: 'hidden',
  px: '3',
  py: '2',
  display: 'flex',
  flexDir: 'column',
  gap: '0.5',
  scrollbarWidth: 'thin',
  scrollbarColor: 'var(--nav-line) transparent',
})

const backdrop = css({ position: 'fixed', inset: 0, bg: 'bg.overlay', zIndex: 'overlay', animation: 'fadeIn 300ms' })

const asidePanel = css({
  position: 'absolute',
  top: 0,
  bottom: 0,
  w: '280px',
  display: 'flex',
  flexDir: 'column',
  boxShadow: '2xl',
  borderLeftWidth: '1px',
  borderColor: 'var(--nav-line)',
  '[data-position=left] > &': { left: '100%' },
  '[data-position=right] > &': { right: '100%' },
})

/**
 * The vertical navigation of most layouts: beside the page on wide screens ('side'), a drawer over it
 * below md ('over'), in one of four appearances, with an aside panel for `aside` items.
 */
export function VerticalNavigation({ nav, items, tone, label, closeLabel, header, footer }: VerticalNavigationProps) {
  const { view, send, opened, mode } = nav
  const { expanded, aside, path, position } = view
  // A phone drawer always shows the full menu; the narrow appearances are for wide screens.
  const appearance = mode === 'over' ? 'default' : view.appearance
  const width = NAV_WIDTHS[appearance]
  const state: ItemsState = { path, expanded, aside, send }
  const asideItem = aside ? findItem(items, aside) : undefined
  // A phone's closed drawer shows nothing: its menu (the most of the shell's nodes) is rendered when the drawer
  // first opens, not on every page's start, and kept after that so that closing slides the menu out.
  const [drawerOpened, setDrawerOpened] = useState(false)
  if (mode === 'over' && opened && !drawerOpened) setDrawerOpened(true)
  const showItems = mode === 'side' || drawerOpened

  // A layout effect: Escape works from the frame the drawer or panel shows in (the machine's first event
  // renders after it loads, outside any input event, and a passive effect could come a frame later).
  useLayoutEffect(() => {
    if (!(mode === 'over' && opened) && !aside) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      send(aside ? { type: 'aside.close' } : { type: 'nav.close' })
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [mode, opened, aside, send])

  const outerStyle: CSSProperties =
    mode === 'side'
      ? { width: opened ? width : 0 }
      : { width, transform: opened ? 'none' : `translateX(${position === 'left' ? '-100%' : '100%'})` }

  return (
    <>
      {mode === 'over' && opened ? (
        <div className={backdrop} data-testid="nav-backdrop" onClick={() => send({ type: 'nav.close' })} />
      ) : null}
      <nav
        aria-label={label}
        className={cx(outer, toneClass[tone], tone !== 'light' && 'dark')}
        data-testid="vertical-navigation"
        data-mode={mode}
        data-opened={opened}
        data-appearance={appearance}
        data-position={position}
        data-aside={asideItem ? 'open' : undefined}
        inert={!opened}
        style={outerStyle}
        onPointerEnter={warmNavigation}
        onFocus={warmNavigation}
      >
        <div
          className={cx(panel, panelSurface, appearance === 'dense' && dense, tone === 'light' && lightEdge)}
          style={{ width }}
        >
          {header}
          <div className={scroller}>
            {!showItems ? null : appearance === 'compact' || appearance === 'thin' ? (
              <CompactItems items={items} state={state} thin={appearance === 'thin'} />
            ) : (
              <VerticalItems items={items} state={state} />
            )}
          </div>
          {footer}
        </div>
        {asideItem ? (
          <div
            className={cx(asidePanel, panelSurface)}
            role="region"
            aria-label={asideItem.title}
            data-testid="nav-aside"
          >
            <div className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '6', h: '16', flexShrink: 0 })}>
              <div className={css({ flex: 1, minW: 0 })}>
                <p className={css({ fontWeight: 'semibold', color: 'var(--nav-strong)', truncate: true })}>
                  {asideItem.title}
                </p>
                {asideItem.subtitle ? <p className={rowSubtitle}>{asideItem.subtitle}</p> : null}
              </div>
              <button
                type="button"
                aria-label={closeLabel}
                onClick={() => send({ type: 'aside.close' })}
                className={css({
                  p: '2',
                  borderRadius: 'full',
                  color: 'var(--nav-muted)',
                  cursor: 'pointer',
                  _hover: { bg: 'var(--nav-hover)', color: 'var(--nav-strong)' },
                })}
              >
                <Icon name="x" size={18} />
              </button>
            </div>
            <div className={scroller}>
              <VerticalItems items={asideItem.children ?? []} state={state} />
            </div>
          </div>
        ) : null}
      </nav>
    </>
  )
}
