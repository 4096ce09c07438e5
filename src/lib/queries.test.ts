import { afterEach, describe, expect, it, vi } from 'vitest'

// A signed-in session that the test can end, with the listeners the real store keeps.
const state = vi.hoisted(() => ({ signedIn: true, listeners: new Set<() => void>() }))
vi.mock('@/lib/session', () => ({
  session: {
    isSignedIn: () => state.signedIn,
    subscribe: (l: () => void) => (state.listeners.add(l), () => state.listeners.delete(l)),
  },
}))
const setSignedIn = (value: boolean) => {
  state.signedIn = value
  for (const l of state.listeners) l()
}

const { queryClient } = await import('./queries')

describe('the query cache', () => {
  afterEach(() => {
    queryClient.clear()
    setSignedIn(true)
  })

  it('is emptied when the user signs out, and only then', () => {
    queryClient.setQueryData(['inbox'], ['mail'])
    setSignedIn(true)
    expect(queryClient.getQueryData(['inbox'])).toEqual(['mail'])
    setSignedIn(false)
    expect(queryClient.getQueryData(['inbox'])).toBeUndefined()
    // A guest's data (a public home page) survives later session news while signed out.
    queryClient.setQueryData(['gym'], ['class'])
    setSignedIn(false)
    expect(queryClient.getQueryData(['gym'])).toEqual(['class'])
  })

  // The two messages sw/sw.ts posts: after a write it answered, and after a sync round that changed rows.
  it.each([
    ['a write', { type: 'api-changed', method: 'POST', path: 'api/inventory/products' }],
    ['a sync round', { type: 'api-changed', method: 'SYNC', path: 'sync' }],
  ])('is refreshed when the service worker broadcasts %s', async (_, message) => {
    queryClient.setQueryData(['products'], [])
    expect(queryClient.getQueryState(['products'])?.isInvalidated).toBe(false)
    const channel = new BroadcastChannel('api-changes')
    channel.postMessage(message)
    await vi.waitFor(() => expect(queryClient.getQueryState(['products'])?.isInvalidated).toBe(true))
    channel.close()
  })
})
