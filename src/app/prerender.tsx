import { renderToString } from 'react-dom/server'
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router'
import i18next from 'i18next'
import { initI18n, namespacesOf } from '@/lib/i18n'
import { createAppRouter } from './create-router'
import { PRERENDER_LANGUAGE } from './prerendered-pages'

export { PRERENDERED_PAGES, PRERENDER_LANGUAGE } from './prerendered-pages'

const guest = { isSignedIn: () => false, user: () => null }

/**
 * The first screen of a guest page as a first visit's browser renders it, as HTML. A page whose data come
 * from the API shows its pending screen there (its data wait for the service worker), so it is rendered
 * with that screen as its component and no loader.
 */
export async function prerender(url: string): Promise<string> {
  if (!i18next.isInitialized) await initI18n(PRERENDER_LANGUAGE)
  await i18next.loadNamespaces(namespacesOf(PRERENDER_LANGUAGE))
  const router = createAppRouter(guest, createMemoryHistory({ initialEntries: [url] }))
  for (const route of Object.values(router.routesById)) {
    if (!route.options.pendingComponent) continue
    route.options.loader = undefined
    route.options.component = route.options.pendingComponent
  }
  await router.load()
  return renderToString(<RouterProvider router={router} />)
}
