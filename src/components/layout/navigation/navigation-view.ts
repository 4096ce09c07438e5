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
  return flatten(items).filter((i) => i.type === 'collapsable' && hasActiveChild(i, path)).map((i) => i.id)
}

/** Expands what leads to the current page; with auto-collapse, everything else closes. */
export function expandForPath(autoCollapse: boolean, expanded: string[], items: NavItem[], path: string): string[] {
  const active = activeCollapsables(items, path)
  return autoCollapse ? active : [...new Set([...expanded, ...active])]
}

/**
 * The state the machine starts in for an input, without the machine: the navigation draws it until its
 * first event, when the machine (and XState) load. `navigation.machine.test.ts` holds the two to the same answer.
 */
export function initialView(input: NavigationInput): NavigationView {
  const path = input.path ?? '/'
  return {
    mode: input.mode,
    opened: input.opened ?? input.mode === 'side',
    appearance: input.appearance ?? 'default',
    position: input.position ?? 'left',
    path,
    expanded: expandForPath(input.autoCollapse ?? true, [], input.items ?? [], path),
    aside: null,
  }
}
