import { assertEvent, assign, raise, setup, stateIn, type SnapshotFrom } from 'xstate'
import {
  expandForPath as expand,
  startContext,
  type NavigationContext,
  type NavigationEvent,
  type NavigationInput,
  type NavigationView,
} from './navigation-view'
import { ancestorsOf, flatten, type NavItem } from './types'

export type { NavigationContext, NavigationEvent, NavigationInput } from './navigation-view'

const expandForPath = (context: NavigationContext, items: NavItem[], path: string) =>
  expand(context.autoCollapse, context.expanded, items, path)

function descendantsOf(items: NavItem[], id: string): string[] {
  const item = flatten(items).find((i) => i.id === id)
  return item ? flatten(item.children ?? []).map((i) => i.id) : []
}

/**
 * The vertical navigation: open or closed, side (pushes the page) or over (a drawer above it), an aside
 * panel, and which collapsables are open. Over mode closes on route change; side mode closes its aside.
 */
export const navigationMachine = setup({
  types: {
    context: {} as NavigationContext,
    input: {} as NavigationInput,
    events: {} as NavigationEvent,
  },
  guards: {
    startsOver: ({ context }) => context.startMode === 'over',
    startsOpened: ({ context }) => context.startOpened,
    toOver: ({ event }) => {
      assertEvent(event, 'nav.mode.change')
      return event.mode === 'over'
    },
    toSide: ({ event }) => {
      assertEvent(event, 'nav.mode.change')
      return event.mode === 'side'
    },
    inOverMode: stateIn({ mode: 'over' }),
    sameAside: ({ context, event }) => {
      assertEvent(event, 'aside.toggle')
      return context.aside === event.id
    },
  },
  actions: {
    followRoute: assign(({ context, event }) => {
      assertEvent(event, 'route.changed')
      return { path: event.path, expanded: expandForPath(context, context.items, event.path) }
    }),
    setItems: assign(({ context, event }) => {
      assertEvent(event, 'nav.items.change')
      return { items: event.items, expanded: expandForPath(context, event.items, context.path) }
    }),
    toggleCollapsable: assign(({ context, event }) => {
      assertEvent(event, 'collapsable.toggle')
      if (context.expanded.includes(event.id)) {
        const closing = new Set([event.id, ...descendantsOf(context.items, event.id)])
        return { expanded: context.expanded.filter((id) => !closing.has(id)) }
      }
      if (!context.autoCollapse) return { expanded: [...context.expanded, event.id] }
      const keep = new Set(ancestorsOf(context.items, event.id) ?? [])
      return { expanded: [...context.expanded.filter((id) => keep.has(id)), event.id] }
    }),
    setAppearance: assign(({ event }) => {
      assertEvent(event, 'nav.appearance.change')
      return { appearance: event.appearance }
    }),
    setPosition: assign(({ event }) => {
      assertEvent(event, 'nav.position.change')
      return { position: event.position }
    }),
    openAside: assign(({ event }) => {
      assertEvent(event, 'aside.toggle')
      return { aside: event.id }
    }),
    clearAside: assign({ aside: null }),
  },
}).createMachine({
  id: 'navigation',
  type: 'parallel',
  context: ({ input }) => startContext(input),
  on: {
    'nav.appearance.change': { actions: 'setAppearance' },
    'nav.position.change': { actions: 'setPosition' },
    'nav.items.change': { actions: 'setItems' },
    'collapsable.toggle': { actions: 'toggleCollapsable' },
  },
  states: {
    mode: {
      initial: 'init',
      states: {
        init: { always: [{ guard: 'startsOver', target: 'over' }, { target: 'side' }] },
        // A wide screen: the navigation sits beside the page and opens with it.
        side: { on: { 'nav.mode.change': { guard: 'toOver', target: 'over', actions: raise({ type: 'nav.close' }) } } },
        // A small screen: the navigation is a drawer over the page, closed until asked for.
        over: { on: { 'nav.mode.change': { guard: 'toSide', target: 'side', actions: raise({ type: 'nav.open' }) } } },
      },
    },
    drawer: {
      initial: 'init',
      states: {
        init: { always: [{ guard: 'startsOpened', target: 'opened' }, { target: 'closed' }] },
        opened: {
          on: {
            'nav.close': 'closed',
            'nav.toggle': 'closed',
            'route.changed': [
              { guard: 'inOverMode', target: 'closed', actions: 'followRoute' },
              { actions: 'followRoute' },
            ],
          },
        },
        closed: {
          on: {
            'nav.open': 'opened',
            'nav.toggle': 'opened',
            'route.changed': { actions: 'followRoute' },
          },
        },
      },
    },
    aside: {
      initial: 'closed',
      states: {
        closed: { on: { 'aside.toggle': { target: 'open', actions: 'openAside' } } },
        open: {
          exit: 'clearAside',
          on: {
            'aside.toggle': [
              { guard: 'sameAside', target: 'closed' },
              { target: 'open', reenter: true, actions: 'openAside' },
            ],
            'aside.close': 'closed',
            // Closing the navigation closes its panel; so does any route change (side mode keeps the navigation).
            'nav.close': 'closed',
            'nav.toggle': 'closed',
            'route.changed': 'closed',
          },
        },
      },
    },
  },
})

type NavigationSnapshot = SnapshotFrom<typeof navigationMachine>

/** What the navigation draws of a snapshot. */
export function viewOf(snapshot: NavigationSnapshot): NavigationView {
  const { appearance, position, path, expanded, aside } = snapshot.context
  return {
    mode: snapshot.matches({ mode: 'over' }) ? 'over' : 'side',
    opened: snapshot.matches({ drawer: 'opened' }),
    appearance,
    position,
    path,
    expanded,
    aside,
  }
}
