import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { inspect } from '@/lib/machines/inspect'
import { MEDIA, useMediaQuery } from '../use-media-query'
import { initialView, type NavigationEvent, type NavigationInput } from './navigation-view'
import type { NavAppearance, NavItem, NavPosition } from './types'

export interface NavigationOptions {
  items: NavItem[]
  appearance: NavAppearance
  position: NavPosition
}

type MachineModule = typeof import('./navigation.machine')
type NavigationActor = ReturnType<MachineModule['startNavigation']>
interface Running {
  actor: NavigationActor
  viewOf: MachineModule['viewOf']
}

let machineModule: Promise<MachineModule> | undefined
const loadMachine = () => (machineModule ??= import('./navigation.machine').catch((error: unknown) => {
  machineModule = undefined
  throw error
}))

/** Loads the machine ahead of a first event: the navigation and its toggle call it on hover and focus. */
export const warmNavigation = () => void loadMachine().catch(() => undefined)

const noSubscription = () => () => undefined

/**
 * Runs the navigation machine for a layout: 'over' below md and 'side' above, the current route and tree
 * fed in as they change. Until the first event the navigation is in the machine's start state, which
 * `initialView` gives without XState: the machine and XState (13 kB) load with that first event, so a
 * page that is only read never loads them. Events sent while they load are replayed in order.
 */
export function useNavigation({ items, appearance, position }: NavigationOptions) {
  const wide = useMediaQuery(MEDIA.md)
  const path = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })
  const mode = wide ? 'side' : 'over'
  const input: NavigationInput = { mode, items, appearance, position, path }
  const latest = useRef(input)
  useLayoutEffect(() => {
    latest.current = input
  })
  const live = useRef<{ actor: NavigationActor | null; queue: NavigationEvent[] | null; gone?: boolean }>({ actor: null, queue: null })
  const [running, setRunning] = useState<Running | null>(null)

  const send = useCallback((event: NavigationEvent) => {
    const state = live.current
    if (state.actor) return state.actor.send(event)
    if (state.queue) return void state.queue.push(event)
    state.queue = [event]
    loadMachine().then(
      ({ startNavigation, viewOf }) => {
        if (state.gone) return void (state.queue = null)
        const started = startNavigation(latest.current, inspect)
        for (const queued of state.queue ?? []) started.send(queued)
        state.queue = null
        state.actor = started
        setRunning({ actor: started, viewOf })
      },
      // Not loaded (the build changed under an old page): the events are dropped; the next one tries again.
      () => {
        state.queue = null
      },
    )
  }, [])

  useEffect(() => {
    const state = live.current
    state.gone = false
    return () => {
      state.gone = true
      state.actor?.stop()
      state.actor = null
    }
  }, [])
  // Before the machine runs, the start state follows these by itself; after, the machine is told.
  useEffect(() => live.current.actor?.send({ type: 'nav.mode.change', mode }), [mode])
  useEffect(() => live.current.actor?.send({ type: 'route.changed', path }), [path])
  useEffect(() => live.current.actor?.send({ type: 'nav.items.change', items }), [items])
  useEffect(() => live.current.actor?.send({ type: 'nav.appearance.change', appearance }), [appearance])
  useEffect(() => live.current.actor?.send({ type: 'nav.position.change', position }), [position])

  const actor = running?.actor
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!actor) return noSubscription()
      const subscription = actor.subscribe(notify)
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const snapshot = useSyncExternalStore(subscribe, () => actor?.getSnapshot())
  const view = running && snapshot ? running.viewOf(snapshot) : initialView(input)
  return { view, send, opened: view.opened, mode: view.mode, wide }
}

export type NavigationHandle = ReturnType<typeof useNavigation>
