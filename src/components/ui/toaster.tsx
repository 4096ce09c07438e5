import { Suspense, lazy, useSyncExternalStore } from 'react'

type Tone = 'success' | 'error' | 'info' | 'warning'

// The toast machinery (Ark UI) loads with the first toast, not with the first page.
const ToasterView = lazy(() => import('./toaster-view'))
let wanted = false
const listeners = new Set<() => void>()

/** Shows a toast; errors stay longer. */
export function toast(tone: Tone, title: string, description?: string): void {
  if (!wanted) {
    wanted = true
    listeners.forEach((l) => l())
  }
  void import('./toaster-view').then(({ toaster }) =>
    toaster.create({ type: tone, title, description, duration: tone === 'error' ? 6000 : 3500 }),
  )
}

/** Mount once at the root; renders nothing until something is toasted. */
export function Toaster() {
  const show = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => wanted,
  )
  return show ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null
}
