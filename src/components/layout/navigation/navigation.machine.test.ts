import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { navigationMachine, viewOf, type NavigationInput } from './navigation.machine'
import { initialView } from './navigation-view'
import { findItem, isActiveLink, type NavItem } from './types'

const ITEMS: NavItem[] = [
  {
    id: 'clinic',
    type: 'group',
    title: 'Clinic',
    children: [
      { id: 'home', type: 'basic', title: 'Home', link: '/medical/home' },
      {
        id: 'agendas',
        type: 'collapsable',
        title: 'Agendas',
        children: [
          { id: 'agendas.general', type: 'basic', link: '/medical/general-agenda' },
          {
            id: 'agendas.more',
            type: 'collapsable',
            children: [{ id: 'agendas.deep', type: 'basic', link: '/medical/deep' }],
          },
        ],
      },
      {
        id: 'persons',
        type: 'collapsable',
        title: 'Persons',
        children: [{ id: 'persons.list', type: 'basic', link: '/persons/list-persons' }],
      },
    ],
  },
  { id: 'apps', type: 'aside', title: 'Apps', children: [{ id: 'apps.chat', type: 'basic', link: '/apps/chat' }] },
  { id: 'more', type: 'aside', title: 'More', children: [{ id: 'more.notes', type: 'basic', link: '/apps/notes' }] },
]

const start = (input: Partial<NavigationInput> = {}) =>
  createActor(navigationMachine, { input: { mode: 'side', items: ITEMS, ...input } }).start()
const state = (actor: ReturnType<typeof start>) => actor.getSnapshot()

describe('navigation machine', () => {
  it('starts open beside the page in side mode and closed over it in over mode', () => {
    expect(state(start()).value).toEqual({ mode: 'side', drawer: 'opened', aside: 'closed' })
    expect(state(start({ mode: 'over' })).value).toEqual({ mode: 'over', drawer: 'closed', aside: 'closed' })
    expect(state(start({ mode: 'side', opened: false })).value).toMatchObject({ drawer: 'closed' })
  })

  it('opens, closes and toggles', () => {
    const a = start({ mode: 'over' })
    a.send({ type: 'nav.open' })
    expect(state(a).matches({ drawer: 'opened' })).toBe(true)
    a.send({ type: 'nav.close' })
    expect(state(a).matches({ drawer: 'closed' })).toBe(true)
    a.send({ type: 'nav.toggle' })
    expect(state(a).matches({ drawer: 'opened' })).toBe(true)
    a.send({ type: 'nav.toggle' })
    expect(state(a).matches({ drawer: 'closed' })).toBe(true)
  })

  it('closes when the screen becomes small and opens when it becomes wide', () => {
    const a = start()
    a.send({ type: 'nav.mode.change', mode: 'over' })
    expect(state(a).value).toMatchObject({ mode: 'over', drawer: 'closed' })
    a.send({ type: 'nav.mode.change', mode: 'over' })
    expect(state(a).value).toMatchObject({ mode: 'over', drawer: 'closed' })
    a.send({ type: 'nav.mode.change', mode: 'side' })
    expect(state(a).value).toMatchObject({ mode: 'side', drawer: 'opened' })
    a.send({ type: 'nav.mode.change', mode: 'side' })
    expect(state(a).value).toMatchObject({ mode: 'side', drawer: 'opened' })
  })

  it('over mode closes on route change; side mode stays open', () => {
    const over = start({ mode: 'over', opened: true })
    over.send({ type: 'route.changed', path: '/apps/chat' })
    expect(state(over).matches({ drawer: 'closed' })).toBe(true)
    over.send({ type: 'route.changed', path: '/apps/notes' })
    expect(state(over).context.path).toBe('/apps/notes')

    const side = start()
    side.send({ type: 'route.changed', path: '/apps/chat' })
    expect(state(side).matches({ drawer: 'opened' })).toBe(true)
    expect(state(side).context.path).toBe('/apps/chat')
  })

  it('opens, switches and closes aside panels; side mode closes its aside on route change', () => {
    const a = start()
    a.send({ type: 'aside.toggle', id: 'apps' })
    expect(state(a).value).toMatchObject({ aside: 'open' })
    expect(state(a).context.aside).toBe('apps')
    a.send({ type: 'aside.toggle', id: 'more' })
    expect(state(a).context.aside).toBe('more')
    a.send({ type: 'aside.toggle', id: 'more' })
    expect(state(a).value).toMatchObject({ aside: 'closed' })
    expect(state(a).context.aside).toBeNull()

    a.send({ type: 'aside.toggle', id: 'apps' })
    a.send({ type: 'aside.close' })
    expect(state(a).context.aside).toBeNull()

    a.send({ type: 'aside.toggle', id: 'apps' })
    a.send({ type: 'route.changed', path: '/apps/chat' })
    expect(state(a).value).toEqual({ mode: 'side', drawer: 'opened', aside: 'closed' })
  })

  it('closing the navigation closes its aside', () => {
    for (const type of ['nav.close', 'nav.toggle'] as const) {
      const a = start()
      a.send({ type: 'aside.toggle', id: 'apps' })
      a.send({ type })
      expect(state(a).value).toMatchObject({ drawer: 'closed', aside: 'closed' })
    }
    const over = start({ mode: 'over', opened: true })
    over.send({ type: 'aside.toggle', id: 'apps' })
    over.send({ type: 'route.changed', path: '/apps/chat' })
    expect(state(over).value).toMatchObject({ drawer: 'closed', aside: 'closed' })
  })

  it('expands the collapsables that hold the active link', () => {
    const a = start({ path: '/medical/deep' })
    expect(state(a).context.expanded.sort()).toEqual(['agendas', 'agendas.more'])
    a.send({ type: 'route.changed', path: '/persons/list-persons/12' })
    // Auto-collapse: what holds no active link closes.
    expect(state(a).context.expanded).toEqual(['persons'])
  })

  it('keeps open collapsables on route change without auto-collapse', () => {
    const a = start({ autoCollapse: false, path: '/medical/general-agenda' })
    a.send({ type: 'route.changed', path: '/persons/list-persons' })
    expect(state(a).context.expanded.sort()).toEqual(['agendas', 'persons'])
  })

  it('auto-collapse closes siblings when one opens, but not its ancestors', () => {
    const a = start()
    a.send({ type: 'collapsable.toggle', id: 'agendas' })
    a.send({ type: 'collapsable.toggle', id: 'agendas.more' })
    expect(state(a).context.expanded).toEqual(['agendas', 'agendas.more'])
    a.send({ type: 'collapsable.toggle', id: 'persons' })
    expect(state(a).context.expanded).toEqual(['persons'])
    a.send({ type: 'collapsable.toggle', id: 'persons' })
    expect(state(a).context.expanded).toEqual([])
  })

  it('collapsing one closes its descendants; without auto-collapse siblings stay open', () => {
    const a = start({ autoCollapse: false })
    a.send({ type: 'collapsable.toggle', id: 'agendas' })
    a.send({ type: 'collapsable.toggle', id: 'agendas.more' })
    a.send({ type: 'collapsable.toggle', id: 'persons' })
    expect(state(a).context.expanded).toEqual(['agendas', 'agendas.more', 'persons'])
    a.send({ type: 'collapsable.toggle', id: 'agendas' })
    expect(state(a).context.expanded).toEqual(['persons'])
  })

  it('takes new items, appearance and position', () => {
    const a = start({ items: [], path: '/apps/notes' })
    a.send({
      type: 'nav.items.change',
      items: [{ id: 'c', type: 'collapsable', children: [{ id: 'n', type: 'basic', link: '/apps/notes' }] }],
    })
    expect(state(a).context.expanded).toEqual(['c'])
    a.send({ type: 'nav.appearance.change', appearance: 'thin' })
    a.send({ type: 'nav.position.change', position: 'right' })
    expect(state(a).context).toMatchObject({ appearance: 'thin', position: 'right' })
  })
})

describe('navigation helpers', () => {
  it('matches links exactly or by prefix', () => {
    expect(isActiveLink({ link: '/apps/chat' }, '/apps/chat/12')).toBe(true)
    expect(isActiveLink({ link: '/apps/chat', exactMatch: true }, '/apps/chat/12')).toBe(false)
    expect(isActiveLink({ link: '/apps/chat' }, '/apps/chatter')).toBe(false)
    expect(isActiveLink({ link: '/apps/chat/' }, '/apps/chat?x=1')).toBe(true)
    expect(isActiveLink({ link: 'https://wa.me/', externalLink: true }, '/')).toBe(false)
  })

  it('warns about a missing key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(findItem(ITEMS, 'nope')).toBeUndefined()
    expect(warn).toHaveBeenCalledWith("Navigation item with key 'nope' does not exist")
    expect(findItem(ITEMS, 'apps.chat')?.link).toBe('/apps/chat')
    warn.mockRestore()
  })
})

// The page draws `initialView` until the navigation's first event starts the machine (use-navigation.ts).
describe('start state without the machine', () => {
  const inputs: NavigationInput[] = [
    { mode: 'side', items: ITEMS },
    { mode: 'over', items: ITEMS },
    { mode: 'side', opened: false, items: ITEMS, path: '/medical/general-agenda' },
    { mode: 'over', opened: true, items: ITEMS, path: '/medical/deep', appearance: 'compact', position: 'right' },
    { mode: 'side', items: ITEMS, path: '/persons/list-persons/12', appearance: 'thin', autoCollapse: false },
    { mode: 'side', items: [], path: '/apps/notes' },
  ]

  it.each(inputs)('is the state the machine starts in (%o)', (input) => {
    expect(initialView(input)).toEqual(viewOf(createActor(navigationMachine, { input }).start().getSnapshot()))
  })

  // So the page need not tell a machine that is not running yet about these: it starts from the latest.
  it('is where the machine gets to when told of new screen sizes, routes, items, appearance and position', () => {
    const a = createActor(navigationMachine, {
      input: { mode: 'side', items: ITEMS, path: '/medical/general-agenda' },
    }).start()
    const changes: [NavigationInput, Parameters<typeof a.send>[0]][] = [
      [
        { mode: 'over', items: ITEMS, path: '/medical/general-agenda' },
        { type: 'nav.mode.change', mode: 'over' },
      ],
      [
        { mode: 'over', items: ITEMS, path: '/medical/deep' },
        { type: 'route.changed', path: '/medical/deep' },
      ],
      [
        { mode: 'side', items: ITEMS, path: '/medical/deep' },
        { type: 'nav.mode.change', mode: 'side' },
      ],
      [
        { mode: 'side', items: ITEMS, path: '/persons/list-persons' },
        { type: 'route.changed', path: '/persons/list-persons' },
      ],
      [
        { mode: 'side', items: ITEMS.slice(1), path: '/persons/list-persons' },
        { type: 'nav.items.change', items: ITEMS.slice(1) },
      ],
      [
        { mode: 'side', items: ITEMS.slice(1), path: '/persons/list-persons', appearance: 'dense' },
        { type: 'nav.appearance.change', appearance: 'dense' },
      ],
      [
        { mode: 'side', items: ITEMS.slice(1), path: '/persons/list-persons', appearance: 'dense', position: 'right' },
        { type: 'nav.position.change', position: 'right' },
      ],
    ]
    for (const [input, event] of changes) {
      a.send(event)
      expect(viewOf(a.getSnapshot())).toEqual(initialView(input))
    }
  })
})
