import { useEffect, useRef, useState, type ComponentType, type ReactElement } from 'react'
import { flushSync } from 'react-dom'

/** Handlers for the placeholder: pointer over it or focus loads the control, a press also opens it. */
export interface Intent {
  onPointerEnter: () => void
  onFocus: () => void
  /** A press begins: the control loads, and the swap waits until the press is over. */
  onPointerDown: () => void
  /** Keyboard activation (Enter, Space) and a press that ended on the placeholder. */
  onClick: () => void
}

type Loaded<P> = { Control: ComponentType<P>; pressed: boolean; focused: boolean }

const TRIGGER = 'a[href], button, [tabindex]'

// A swap in the middle of a press (the pointer down on a placeholder, or on a hinted control whose hint
// is loading) leaves the release to another element: the click reaches neither, or toggles what the
// passed-on press has just opened. Swaps wait until no press is under way.
let pressing = false
const afterPress: Array<() => void> = []
function whenNoPress(swap: () => void) {
  if (pressing) afterPress.push(swap)
  else swap()
}
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => void (pressing = true), { capture: true })
  const release = () => {
    pressing = false
    // The press's click comes right after the release, in the same task: swap after it.
    setTimeout(() => afterPress.splice(0).forEach((swap) => swap()))
  }
  document.addEventListener('pointerup', release, { capture: true })
  document.addEventListener('pointercancel', release, { capture: true })
}

/**
 * A toolbar control (menu, popover, drawer, hint) whose code loads on the first sign of intent instead of
 * with the page: until then `placeholder` draws the same trigger. Most of the shell's weight is in controls
 * that most visits never open, and a phone parses every byte of the first page before it can respond.
 * After the swap the real trigger keeps keyboard focus, and a press made while loading is passed on to it,
 * so the control opens exactly as if it had been there all along.
 */
export function DeferredControl<P extends object>({
  load,
  props,
  placeholder,
}: {
  load: () => Promise<ComponentType<P>>
  props: P
  placeholder: (intent: Intent) => ReactElement
}) {
  const [loaded, setLoaded] = useState<Loaded<P> | null>(null)
  const box = useRef<HTMLSpanElement>(null)
  const pressed = useRef(false)
  const started = useRef(false)

  const start = () => {
    if (started.current) return
    started.current = true
    load().then(
      (Control) =>
        whenNoPress(() => {
          const focused = Boolean(box.current?.contains(document.activeElement))
          // Rendered now, in this task: a render left to React's schedule could land after a press has
          // begun on the placeholder, and hand that press's release to the new trigger.
          flushSync(() => setLoaded({ Control, pressed: pressed.current, focused }))
        }),
      (error: unknown) => {
        // Not loaded: the next sign of intent tries again, and the failure is still reported.
        started.current = false
        pressed.current = false
        reportError(error)
      },
    )
  }
  const press = () => {
    pressed.current = true
    start()
  }
  const intent: Intent = { onPointerEnter: start, onFocus: start, onPointerDown: press, onClick: press }

  // A passive effect runs after the control's own effects, which start its state machine.
  useEffect(() => {
    const trigger = box.current?.querySelector<HTMLElement>(TRIGGER)
    if (loaded?.pressed) trigger?.click()
    else if (loaded?.focused) trigger?.focus()
  }, [loaded])

  return (
    <span ref={box} style={{ display: 'contents' }}>
      {loaded ? <loaded.Control {...props} /> : placeholder(intent)}
    </span>
  )
}
