/**
 * Follows the server's live stream (`GET /sync/live`, server-sent events) over fetch, which, unlike
 * EventSource, exists in a service worker and sends the token in a header. Calls `onSignal` for `ready`
 * and `changed`; resolves when the stream ends, so the caller decides when to reconnect.
 */
export async function followLive(
  url: string,
  token: string,
  onSignal: (checkpoint: number) => void,
  { fetchFn = fetch, signal }: { fetchFn?: typeof fetch; signal?: AbortSignal } = {},
): Promise<void> {
  const res = await fetchFn(url, { headers: { authorization: token, accept: 'text/event-stream' }, signal })
  if (!res.ok || !res.body) throw new Error(`sync live: ${res.status}`)
  await readSignals(res.body, onSignal)
}

/** Reads `event: ready|changed` blocks with `data: {"checkpoint": n}`; comments and other events are skipped. */
export async function readSignals(
  body: ReadableStream<Uint8Array>,
  onSignal: (checkpoint: number) => void,
): Promise<void> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n/g, '\n')
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: ?(.*)$/m.exec(block)?.[1]
      const data = /^data: ?(.*)$/m.exec(block)?.[1]
      if ((event !== 'ready' && event !== 'changed') || !data) continue
      try {
        const checkpoint = (JSON.parse(data) as { checkpoint?: unknown }).checkpoint
        if (typeof checkpoint === 'number') onSignal(checkpoint)
      } catch {
        // A garbled block is skipped; the next signal or the next scheduled sync catches up.
      }
    }
  }
}
