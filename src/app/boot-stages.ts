/**
 * What the boot splash is still waiting for, written on it as `data-waiting` (the end-to-end fixtures
 * report it when a start takes too long). A start still on the splash after STUCK_MS offers a reload: a
 * person looking at a spinner cannot tell a slow start from a stuck one.
 */
export const STUCK_MS = 20_000

/** The splash as the boot sees it; `null` once the first page is on screen. */
export interface SplashView {
  setWaiting(stages: string[]): void
  offerReload(reload: () => void): void
}

export const domSplash = (): SplashView | null => {
  const element = document.getElementById('splash')
  if (!element) return null
  return {
    setWaiting: (stages) => element.setAttribute('data-waiting', stages.join(' ')),
    offerReload(reload) {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = 'Recargar'
      button.className = 'splash-reload'
      button.addEventListener('click', reload)
      element.append(button)
    },
  }
}

export function createBootStages(splash: () => SplashView | null = domSplash) {
  const waiting = new Set<string>()
  const show = () => splash()?.setWaiting([...waiting])
  return {
    /** Marks `name` as pending until `work` settles, whether it succeeds or fails. */
    stage<T>(name: string, work: Promise<T>): Promise<T> {
      waiting.add(name)
      show()
      return work.finally(() => {
        waiting.delete(name)
        show()
      })
    },
    /** A stage that ends elsewhere: the first route, whose end removes the splash. */
    begin(name: string) {
      waiting.add(name)
      show()
    },
    watchForStuckStart(reload = () => window.location.reload()) {
      setTimeout(() => splash()?.offerReload(reload), STUCK_MS)
    },
  }
}
