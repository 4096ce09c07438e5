import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { setUnauthorizedHandler } from '@/lib/api/client'
import { session } from '@/lib/session'
import { setupI18n } from '@/lib/i18n'
import { startServiceWorker } from './service-worker'
import { connectQueryWorker } from './query-worker'
import { router } from './router'
import { refreshSession } from './refresh-session'
import '../index.css'

function fail(error: unknown) {
  const text = document.getElementById('splash-text')
  if (text) text.textContent = error instanceof Error ? error.message : String(error)
  console.error(error)
}

async function boot() {
  // The back end lives in the service worker: nothing renders before it controls the page.
  await Promise.all([startServiceWorker(), setupI18n()])
  connectQueryWorker()
  setUnauthorizedHandler(() => {
    session.end()
    const here = router.state.location.href
    void router.navigate({ to: '/sign-in', search: { redirect: here } })
  })
  await refreshSession()
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}

boot().catch(fail)
