import { useLayoutEffect } from 'react'
import { useActorRef } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { inspect } from '@/lib/machines/inspect'
import { navigationMachine } from './navigation.machine'
import type { NavigationEvent, NavigationInput } from './navigation-view'

export { viewOf } from './navigation.machine'

export type NavigationActorRef = ActorRefFrom<typeof navigationMachine>

interface NavigationActorProps {
  /** The latest screen size, route, items, appearance and position: the actor starts from them. */
  input: NavigationInput
  /** Events sent while this module loaded, in order; taken (emptied) when the actor starts. */
  pending: NavigationEvent[]
  onStart: (actor: NavigationActorRef | null) => void
}

/**
 * Runs the navigation machine for `useNavigation`, which renders it with the navigation's first event:
 * this module brings XState, so a page that is only read never loads it.
 */
export function NavigationActor({ input, pending, onStart }: NavigationActorProps) {
  const actor = useActorRef(navigationMachine, { input, inspect })
  // A layout effect, so the events and the state they lead to reach the screen in the frame the actor starts in.
  useLayoutEffect(() => {
    for (const event of pending.splice(0)) actor.send(event)
    onStart(actor)
    return () => onStart(null)
  }, [actor, onStart, pending])
  useFollowInput(actor, input)
  return null
}

/** Tells the machine what changed in its input since it last heard: nothing at its start, which reads it whole. */
function useFollowInput(actor: NavigationActorRef, { mode, path, items, appearance, position }: NavigationInput) {
  useLayoutEffect(() => {
    if (!actor.getSnapshot().matches({ mode })) actor.send({ type: 'nav.mode.change', mode })
  }, [actor, mode])
  useLayoutEffect(() => {
    if (path !== undefined && actor.getSnapshot().context.path !== path) actor.send({ type: 'route.changed', path })
  }, [actor, path])
  useLayoutEffect(() => {
    if (items && actor.getSnapshot().context.items !== items) actor.send({ type: 'nav.items.change', items })
  }, [actor, items])
  useLayoutEffect(() => {
    if (appearance && actor.getSnapshot().context.appearance !== appearance) actor.send({ type: 'nav.appearance.change', appearance })
  }, [actor, appearance])
  useLayoutEffect(() => {
    if (position && actor.getSnapshot().context.position !== position) actor.send({ type: 'nav.position.change', position })
  }, [actor, position])
}
