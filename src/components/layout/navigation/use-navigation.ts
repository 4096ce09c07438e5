import { useEffect } from 'react'
import { useMachine } from '@xstate/react'
import { useRouterState } from '@tanstack/react-router'
import { inspect } from '@/lib/machines/inspect'
import { MEDIA, useMediaQuery } from '../use-media-query'
import { navigationMachine } from './navigation.machine'
import type { NavAppearance, NavItem, NavPosition } from './types'

export interface NavigationOptions {
  items: NavItem[]
  appearance: NavAppearance
  position: NavPosition
}

/**
 * Runs the navigation machine for a layout: 'over' below md and 'side' above, the current route and
 * tree fed in as they change.
 */
export function useNavigation({ items, appearance, position }: NavigationOptions) {
  const wide = useMediaQuery(MEDIA.md)
  const path = useRouterState({ select: (s) => (s.resolvedLocation ?? s.location).pathname })
  const [snapshot, send] = useMachine(navigationMachine, {
    input: { mode: wide ? 'side' : 'over', items, appearance, position, path },
    inspect,
  })
  useEffect(() => {
    send({ type: 'nav.mode.change', mode: wide ? 'side' : 'over' })
  }, [wide, send])
  useEffect(() => {
    send({ type: 'route.changed', path })
  }, [path, send])
  useEffect(() => {
    send({ type: 'nav.items.change', items })
  }, [items, send])
  useEffect(() => {
    send({ type: 'nav.appearance.change', appearance })
  }, [appearance, send])
  useEffect(() => {
    send({ type: 'nav.position.change', position })
  }, [position, send])
  return {
    snapshot,
    send,
    opened: snapshot.matches({ drawer: 'opened' }),
    mode: snapshot.matches({ mode: 'over' }) ? ('over' as const) : ('side' as const),
    wide,
  }
}

export type NavigationHandle = ReturnType<typeof useNavigation>
