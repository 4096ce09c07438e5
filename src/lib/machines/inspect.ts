import type { InspectionEvent, Observer } from 'xstate'

export interface ActorRecord {
  id: string
  machine: string
  state: unknown
  events: string[]
}

/** Every live actor of the app, by session id: tests read it from `window.__actors` beside the DOM. */
const actors = new Map<string, ActorRecord>()
let stately: Observer<InspectionEvent> | undefined

declare global {
  interface Window {
    __actors?: () => ActorRecord[]
  }
}

/**
 * Only test builds (`VITE_E2E=1`, which `npm test` makes) expose the actors; elsewhere the constant folds
 * to false and the bundler drops the registry and its bookkeeping from what ships.
 */
const EXPOSE_ACTORS = import.meta.env.VITE_E2E === '1'

if (typeof window !== 'undefined') {
  if (EXPOSE_ACTORS) window.__actors = () => [...actors.values()]
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).has('inspect')) {
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      stately = createBrowserInspector().inspect
    })
  }
}

const MAX_EVENTS = 200

/** The one inspection hook: pass it as `inspect` to every createActor / useMachine / useActorRef. */
export function inspect(event: InspectionEvent): void {
  stately?.next?.(event)
  if (!EXPOSE_ACTORS) return
  const ref = event.actorRef
  const id = ref.sessionId
  if (event.type === '@xstate.actor') {
    const logic = (ref as { logic?: { id?: string; config?: { id?: string } } }).logic
    actors.set(id, {
      id,
      machine: logic?.id ?? logic?.config?.id ?? (ref as { id?: string }).id ?? 'actor',
      state: undefined,
      events: [],
    })
  } else if (event.type === '@xstate.event') {
    const record = actors.get(id)
    if (record) {
      record.events.push(event.event.type)
      if (record.events.length > MAX_EVENTS) record.events.shift()
    }
  } else if (event.type === '@xstate.snapshot') {
    const record = actors.get(id)
    const snapshot = event.snapshot as { value?: unknown; status?: string }
    if (record) {
      record.state = snapshot.value
      if (snapshot.status === 'stopped' || snapshot.status === 'done') actors.delete(id)
    }
  }
}
