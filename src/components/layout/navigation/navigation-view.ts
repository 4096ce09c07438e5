import { flatten, hasActiveChild, type NavAppearance, type NavItem, type NavMode, type NavPosition } from './types'

export interface NavigationInput {
  mode: NavMode
  /** Defaults to open in side mode and closed in over mode. */
  opened?: boolean
  appearance?: NavAppearance
  position?: NavPosition
  autoCollapse?: boolean
  items?: NavItem[]
  path?: string
}

export type NavigationEvent =
  | { type: 'nav.open' }
  | { type: 'nav.close' }
  | { type: 'nav.toggle' }
  | { type: 'nav.mode.change'; mode: NavMode }
  | { type: 'nav.appearance.change'; appearance: NavAppearance }
  | { type: 'nav.position.change'; position: NavPosition }
  | { type: 'nav.items.change'; items: NavItem[] }
  | { type: 'route.changed'; path: string }
  | { type: 'collapsable.toggle'; id: string }
  | { type: 'aside.toggle'; id: string }
  | { type: 'aside.close' }

export interface NavigationContext {
  appearance: NavAppearance
  position: NavPosition
  /** Opening a collapsable closes its siblings, and a route change closes what holds no active link. */
  autoCollapse: boolean
  items: NavItem[]
  /** Ids of the open collapsables. */
  expanded: string[]
  /** Id of the aside item whose panel is open. */
  aside: string | null
  path: string
  startMode: NavMode
  startOpened: boolean
}

/** What the navigation draws: the machine's state, or before it runs, what it starts in. */
export interface NavigationView {
  mode: NavMode
  opened: boolean
  appearance: NavAppearance
  position: NavPosition
  path: string
  /** Ids of the open collapsables. */
  expanded: string[]
  /** Id of the aside item whose panel is open. */
  aside: string | null
}

/** The collapsables that hold a link to the current page. */
function activeCollapsables(items: NavItem[], path: string): string[] {
  return flatten(items)
    .filter((i) => i.type === 'collapsable' && hasActiveChild(i, path))
    .map((i) => i.id)
}

/** Expands what leads to the current page; with auto-collapse, everything else closes. */
export function expandForPath(autoCollapse: boolean, expanded: string[], items: NavItem[], path: string): string[] {
  const active = activeCollapsables(items, path)
  return autoCollapse ? active : [...new Set([...expanded, ...active])]
}

/** What the machine's context starts as for an input: its `context` factory and `initialView` both read it. */
export function startContext(input: NavigationInput): NavigationContext {
  const path = input.path ?? '/'
  const autoCollapse = input.autoCollapse ?? true
  const items = input.items ?? []
  return {
    appearance: input.appearance ?? 'default',
    position: input.position ?? 'left',
    autoCollapse,
    items,
    expanded: expandForPath(autoCollapse, [], items, path),
    aside: null,
    path,
    startMode: input.mode,
    startOpened: input.opened ?? input.mode === 'side',
  }
}

/**
 * The view the machine starts in, from the same `startContext` (its `mode` and `drawer` states start from
 * `startMode` and `startOpened`): the navigation draws it until its first event loads XState and the machine,
 * 13 kB that a page only read never needs. `navigation.machine.test.ts` holds the two to the same answer.
 */
export function initialView(input: NavigationInput): NavigationView {
  const { appearance, position, path, expanded, aside, startMode, startOpened } = startContext(input)
  return { mode: startMode, opened: startOpened, appearance, position, path, expanded, aside }
}
