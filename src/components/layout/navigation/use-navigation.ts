import { createElement, useCallback, useMemo, useRef, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { MEDIA, useMediaQuery } from '../use-media-query'
import { initialView, type NavigationEvent, type NavigationInput, type NavigationView } from './navigation-view'
import type { NavigationActorRef } from './navigation-actor'
import type { NavAppearance, NavItem, NavPosition } from './types'

export interface NavigationOptions {
  items: NavItem[]
  appearance: NavAppearance
  position: NavPosition
}

type ActorModule = typeof import('./navigation-actor')

let actorModule: Promise<ActorModule> | undefined
// One load for every navigation of the page; a failed one (the build changed under an old page) is tried again.
const loadActor = () =>
  (actorModule ??= import('./navigation-actor').catch((error: unknown) => {
    actorModule = undefined
    throw error
  }))

/** Loads the machine ahead of a first event: the navigation and its toggle call it on hover and focus. */
export const warmNavigation = () => void loadActor().catch(() => undefined)

/**
 * The navigation machine for a layout: 'over' below md and 'side' above, the current route and tree fed in
 * as they change. The machine and XState (13 kB) load with the navigation's first event, so a page that is
 * only read never loads them; until then the navigation draws the machine's start state (`initialView`).
 * Events sent while they load reach the actor, in order, when it starts. The layout renders `machine`, the
 * component that runs the actor (`useActorRef`) and hands its view up (`useSelector`).
 */
export function useNavigation({ items, appearance, position }: NavigationOptions) {
  const wide = useMediaQuery(MEDIA.md)
  const path = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })
  const mode = wide ? 'side' : 'over'
  const input = useMemo<NavigationInput>(
    () => ({ mode, items, appearance, position, path }),
    [mode, items, appearance, position, path],
  )
  const [loaded, setLoaded] = useState<ActorModule | null>(null)
  const [started, setStarted] = useState<NavigationView | null>(null)
  // Read by `send`, so that a handler holding an older render's `send` reaches the actor too.
  const running = useRef<NavigationActorRef | null>(null)
  const pending = useRef<NavigationEvent[]>([])
  const onStart = useCallback((actor: NavigationActorRef | null) => {
    running.current = actor
  }, [])

  const send = useCallback((event: NavigationEvent) => {
    if (running.current) return running.current.send(event)
    pending.current.push(event)
    if (pending.current.length > 1) return
    loadActor().then(setLoaded, () => {
      // Not loaded: the events are dropped; the next one tries again.
      pending.current = []
    })
  }, [])
  const view = started ?? initialView(input)
  const machine = loaded
    ? createElement(loaded.NavigationActor, { input, pending: pending.current, onStart, onView: setStarted })
    : null
  return { view, send, machine, opened: view.opened, mode: view.mode, wide }
}

export type NavigationHandle = ReturnType<typeof useNavigation>
