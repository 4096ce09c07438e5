/**
 * Applies the app's stylesheet, which the build preloads instead of letting it block the splash's first
 * paint (vite.config.ts, deferStylesheet). Resolves once it is in effect; in development Vite injects
 * styles itself and there is nothing to wait for.
 */
export function applyStylesheet(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-style]')]
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true })
          // A stylesheet that fails still lets the app start (unstyled beats a splash forever).
          link.addEventListener('error', () => resolve(), { once: true })
          link.rel = 'stylesheet'
        }),
    ),
  ).then(() => undefined)
}
