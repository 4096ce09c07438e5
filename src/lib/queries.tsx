import i18next from 'i18next'
import type { ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Outlet } from '@tanstack/react-router'
import { ApiError } from '@/lib/api/client'
import { onApiChanges } from '@/lib/api/changes'
import { refreshAfterWrite } from '@/lib/refresh-after-write'
import { session } from '@/lib/session'

/**
 * The query cache. The first page most people see (sign-in) reads no data, so this module is not in the
 * entry: the layouts that do read data (the signed-in area, the public home pages) bring it with their
 * chunks, through `QueryOutlet` and `WithQueries`.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The server is local: data is fresh until a write says otherwise.
      staleTime: 30_000,
      networkMode: 'always',
      retry: (count, error) => !(error instanceof ApiError) && count < 1,
      refetchOnWindowFocus: false,
    },
    mutations: { networkMode: 'always' },
  },
})

// Any write, in this tab or another, refreshes what is on screen.
onApiChanges(() => refreshAfterWrite(queryClient))

// Data with text in it answers in the request's language: a new language asks again for what is cached.
i18next.on('languageChanged', () => void queryClient.invalidateQueries())

let signedIn = session.isSignedIn()
// Signing out, here, in another tab or by a refused token, drops everything the last user saw.
session.subscribe(() => {
  const now = session.isSignedIn()
  if (signedIn && !now) queryClient.clear()
  signedIn = now
})

export function WithQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

/** A layout route's component that gives its pages the query cache. */
export function QueryOutlet() {
  return (
    <WithQueries>
      <Outlet />
    </WithQueries>
  )
}
