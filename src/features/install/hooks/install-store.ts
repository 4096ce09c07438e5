/**
 * What the browser offers for installing the app. Chromium fires `beforeinstallprompt` early, often
 * before React has mounted (the app waits for its service worker first), so the event is caught as
 * soon as this module loads and kept here until the prompt asks for it.
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>
}

export const DISMISS_KEY = 'install.dismissed'
/** The prompt opens this long after its trigger (SPEC section 9). */
export const OPEN_DELAY_MS = 1000

let deferred: { event: BeforeInstallPromptEvent; at: number } | null = null
const listeners = new Set<() => void>()

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault()
    deferred = { event: e as BeforeInstallPromptEvent, at: Date.now() }
    listeners.forEach((l) => l())
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    listeners.forEach((l) => l())
  })
}

export const installStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  get: () => deferred,
  take() {
    const e = deferred?.event ?? null
    deferred = null
    return e
  },
}

export const isDismissed = () => {
  try {
    return localStorage.getItem(DISMISS_KEY) !== null
  } catch {
    return false
  }
}

export const rememberDismissal = () => {
  try {
    localStorage.setItem(DISMISS_KEY, new Date().toISOString())
  } catch {
    // Private mode without storage: the prompt simply comes back next time.
  }
}

/** iPhone, iPod or iPad (iPadOS reports itself as a Mac with touch). */
export function isIos(nav: Navigator = navigator): boolean {
  return /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1)
}

/** Already opened from the home screen. */
export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}
