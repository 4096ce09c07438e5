import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { toast } from '@/components/ui/toaster'
import { onApiChanges } from '@/lib/api/changes'
import { session } from '@/lib/session'
import { toError } from './settle'
import { signedInUserId } from './signed-in-user'

// Both reload with `sync`: the page stays on screen until the new data is in, and a write that awaits an
// overlapping reload (its own broadcast) is released only then.

/**
 * Reloads the page's data when the signed-in user is no longer the one it was loaded for: a sign-in or
 * sign-out here or in another tab, or a token the server refused. A token refresh of the same user is not
 * a change.
 */
export function useReloadWhenUserChanges(loadedFor: string | undefined) {
  const router = useRouter()
  useEffect(() => {
    const check = () => {
      if (signedInUserId() !== loadedFor) void router.invalidate({ sync: true })
    }
    // The session may have changed between the loader and this subscription.
    check()
    const unsubscribe = session.subscribe(check)
    return () => {
      unsubscribe()
    }
  }, [router, loadedFor])
}

/**
 * Reloads the page's data after any write, in this tab or another: the service worker announces each on
 * the `api-changes` channel (docs/architecture.md), as the query cache of the signed-in area hears it.
 */
export function useReloadAfterWrites() {
  const router = useRouter()
  useEffect(() => onApiChanges(() => void router.invalidate({ sync: true })), [router])
}

/**
 * A write from a public page: a failure is toasted (`failure` words it); after a success `done` runs and
 * the page's data reloads. Resolves once the page shows the change, so that a button can stay busy until
 * then.
 */
export function useWriteThenReload() {
  const router = useRouter()
  return async <T>(
    write: () => Promise<T>,
    done: (result: T) => void,
    failure: (error: unknown) => string = (e) => toError(e).message,
  ) => {
    const outcome = await write().then(
      (result) => ({ result }),
      (error: unknown) => {
        toast('error', failure(error))
        return null
      },
    )
    if (!outcome) return
    done(outcome.result)
    await router.invalidate({ sync: true })
  }
}
