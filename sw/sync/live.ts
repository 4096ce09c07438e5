/**
 * The server sends a `: keep-alive` comment every 25 s (server/src/app.ts, `heartbeatSeconds`). A stream
 * silent for longer than that and a margin is dead even though it never closed (a proxy or a NAT that
 * dropped the connection without telling either end): the device gives it up and opens a new one.
 */
export const LIVE_SILENCE_MS = 40_000

/** The live stream said nothing, not even its keep-alive, for `ms`: the caller reconnects. */
export class LiveSilentError extends Error {
  constructor(ms: number) {
    super(`sync live: silent for ${ms} ms`)
  }
}

/**
 * Follows the server's live stream (`GET /sync/live`, server-sent events) over fetch, which, unlike
 * EventSource, exists in a service worker and sends the token in a header. Calls `onSignal` for `ready`
 * and `changed`; resolves when the stream ends and rejects when it goes silent (`silenceMs`), so the
 * caller decides when to reconnect.
 */
export async function followLive(
  url: string,
  token: string,
  onSignal: (checkpoint: number) => void,
  {
    fetchFn = fetch,
    signal,
    silenceMs = LIVE_SILENCE_MS,
  }: { fetchFn?: typeof fetch; signal?: AbortSignal; silenceMs?: number } = {},
): Promise<void> {
  const res = await fetchFn(url, { headers: { authorization: token, accept: 'text/event-stream' }, signal })
  if (!res.ok || !res.body) throw Object.assign(new Error(`sync live: ${res.status}`), { status: res.status })
  await readSignals(res.body, onSignal, { silenceMs })
}

/** One read of the stream, or a LiveSilentError (the stream cancelled) when nothing came within `ms`. */
async function readWithin(reader: ReadableStreamDefaultReader<Uint8Array>, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const silent = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LiveSilentError(ms)), ms)
  })
  try {
    return await Promise.race([reader.read(), silent])
  } catch (error) {
    // Cancelling closes the connection: the dead one is not left open beside the new one.
    if (error instanceof LiveSilentError) void reader.cancel().catch(() => undefined)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/** Reads `event: ready|changed` blocks with `data: {"checkpoint": n}`; comments and other events are skipped. */
export async function readSignals(
  body: ReadableStream<Uint8Array>,
  onSignal: (checkpoint: number) => void,
  { silenceMs = Infinity }: { silenceMs?: number } = {},
): Promise<void> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  for (;;) {
    const { value, done } = Number.isFinite(silenceMs) ? await readWithin(reader, silenceMs) : await reader.read()
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
