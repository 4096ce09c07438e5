import { Suspense, lazy, useSyncExternalStore } from 'react'
import i18next from 'i18next'
import { storageFullMessage } from '@/lib/api/client'

type Tone = 'success' | 'error' | 'info' | 'warning'

// The toast machinery (Ark UI) loads with the first toast, not with the first page.
const ToasterView = lazy(() => import('./toaster-view'))
let wanted = false
const listeners = new Set<() => void>()

/** Where space can be freed on a full device: the settings page's storage section. */
export const FREE_SPACE_PATH = '/settings'
export const FREE_SPACE_HASH = 'storage'

let openFreeSpace: () => void = () => window.location.assign(`${FREE_SPACE_PATH}#${FREE_SPACE_HASH}`)
/** How the "free space" action gets to the settings page; the app passes its router so the page is not reloaded. */
export const setFreeSpaceNavigator = (fn: () => void) => {
  openFreeSpace = fn
}

/** Shows a toast; errors stay longer. A full device's message comes with a button to where space is freed. */
export function toast(tone: Tone, title: string, description?: string): void {
  if (!wanted) {
    wanted = true
    listeners.forEach((l) => l())
  }
  const storageFull = description !== undefined && description === storageFullMessage()
  const action = storageFull
    ? { label: i18next.t('storageFull.action', { ns: 'common' }), onClick: () => openFreeSpace() }
    : undefined
  void import('./toaster-view').then(({ toaster }) =>
    toaster.create({
      type: tone,
      title,
      description,
      action,
      duration: storageFull ? 12_000 : tone === 'error' ? 6000 : 3500,
    }),
  )
}

/**
 * A mutation's callbacks that tell how it went: on an error `failed` with the reason; on success `done` when
 * given (most edits show themselves and say only their failures), then `after`.
 */
export function toastOutcome<T>({ failed, done, after }: { failed: string; done?: string; after?: (data: T) => void }) {
  return {
    onSuccess: (data: T) => {
      if (done) toast('success', done)
      after?.(data)
    },
    onError: (e: Error) => toast('error', failed, e.message),
  }
}

/** Mount once at the root; renders nothing until something is toasted. */
export function Toaster() {
  const show = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => wanted,
    () => wanted,
  )
  return show ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null
}
