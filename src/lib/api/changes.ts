/**
 * Calls `listener` after the service worker announces a write (`api-changes`, sw/sw.ts), made in this tab
 * or another; a burst of writes calls it once. Answers the function that stops listening.
 */
export function onApiChanges(listener: () => void): () => void {
  const channel = new BroadcastChannel('api-changes')
  let pending: ReturnType<typeof setTimeout> | undefined
  channel.onmessage = () => {
    clearTimeout(pending)
    pending = setTimeout(listener, 40)
  }
  return () => {
    clearTimeout(pending)
    channel.close()
  }
}
