import { useLayoutEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { inspect } from '@/lib/machines/inspect'
import { navigationMachine, viewOf } from './navigation.machine'
import type { NavigationEvent, NavigationInput, NavigationView } from './navigation-view'

export type NavigationActorRef = ActorRefFrom<typeof navigationMachine>

interface NavigationActorProps {
  /** The latest screen size, route, items, appearance and position: the actor starts from them. */
  input: NavigationInput
  /** Events sent while this module loaded, in order; taken (emptied) when the actor starts. */
  pending: NavigationEvent[]
  onStart: (actor: NavigationActorRef | null) => void
  /** What the layout draws, from each snapshot that changes it. */
  onView: (view: NavigationView | null) => void
}

/**
 * Runs the navigation machine for `useNavigation`, which renders it with the navigation's first event.
 * The snapshot is selected here and handed up, rather than by `useSelector` in the hook: the hook ships
 * with every signed-in page, and @xstate/react there brings XState's core along (10 kB gzip, measured).
 */
export function NavigationActor({ input, pending, onStart, onView }: NavigationActorProps) {
  const actor = useActorRef(navigationMachine, { input, inspect })
  const view = useSelector(actor, viewOf)
  useLayoutEffect(() => {
    onView(view)
  }, [onView, view])
  useLayoutEffect(() => () => onView(null), [onView])
  // After the effect above, and in layout effects: the state the waiting events lead to reaches the screen
  // in the frame the actor starts in (the selection above still holds the state before them).
  useLayoutEffect(() => {
    for (const event of pending.splice(0)) actor.send(event)
    onView(viewOf(actor.getSnapshot()))
    onStart(actor)
    return () => onStart(null)
  }, [actor, onStart, onView, pending])
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
    if (appearance && actor.getSnapshot().context.appearance !== appearance)
      actor.send({ type: 'nav.appearance.change', appearance })
  }, [actor, appearance])
  useLayoutEffect(() => {
    if (position && actor.getSnapshot().context.position !== position)
      actor.send({ type: 'nav.position.change', position })
  }, [actor, position])
}
