import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api/client'

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

let pending: ReturnType<typeof setTimeout> | undefined

/** Any write, in this tab or another, refreshes what is on screen (the service worker broadcasts them). */
export function followApiChanges(): void {
  const channel = new BroadcastChannel('api-changes')
  channel.addEventListener('message', () => {
    clearTimeout(pending)
    pending = setTimeout(() => void queryClient.invalidateQueries(), 40)
  })
}
