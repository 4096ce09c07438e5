// A fault-injecting HTTP proxy between the browsers and the sync server (tests/e2e/sync-faults.spec.ts).
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/**
 * What the proxy does to the next matching request:
 * - `lose-answer`: the server gets the request and answers, the client gets a cut connection (the server
 *   committed; the device cannot know).
 * - `error-500`: the proxy answers 500 itself; the server never sees the request.
 * - `hold`: the request reaches nobody and is never answered, until the client gives up.
 * - `duplicate`: the server gets the request twice at once; the client gets the first answer.
 * - `delay`: the server answers at once, the client gets the answer `ms` later (a slow page: newer
 *   changes commit meanwhile).
 * - `refuse`: the connection is cut at once (the network is down).
 */
export type FaultKind = 'lose-answer' | 'error-500' | 'hold' | 'duplicate' | 'delay' | 'refuse'

export interface Fault {
  kind: FaultKind
  /** The request path it applies to, e.g. `/sync/push`. */
  path: string
  /** Only requests with this Authorization header (one device's session token). */
  token?: string
  /** How many matching requests it applies to (default 1); Infinity until `clear()`. */
  times?: number
  ms?: number
}

export interface FaultProxy {
  url: string
  /** Adds a fault; resolves when it has hit `times` requests (or at the first hit when `times` is Infinity). */
  inject(fault: Fault): { hit: Promise<void> }
  clear(): void
  /** How many requests of each path reached the proxy so far. */
  count(path: string): number
  /**
   * The answers of `path` streaming now stop flowing, their connections left open: a live stream held by
   * a proxy or a NAT that dropped it silently. Later requests pass as usual.
   */
  mute(path: string): void
  /** Answers `path` with `body` instead of asking the server (a new build's file). */
  override(path: string, body: Buffer | undefined): void
  close(): Promise<void>
}

interface Armed extends Fault {
  left: number
  done: () => void
}

function forward(target: URL, req: IncomingMessage, body: Buffer): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const out = request(
      new URL(req.url!, target),
      { method: req.method, headers: { ...req.headers, host: target.host } },
      resolve,
    )
    out.on('error', reject)
    out.end(body)
  })
}

const readBody = (stream: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', reject)
  })

export async function faultProxy(port: number, serverUrl: string): Promise<FaultProxy> {
  const target = new URL(serverUrl)
  const faults: Armed[] = []
  const counts = new Map<string, number>()
  const overrides = new Map<string, Buffer>()
  const held = new Set<ServerResponse>()
  const streaming = new Set<{ path: string; answer: IncomingMessage; res: ServerResponse }>()

  const take = (path: string, token: string | undefined): Armed | undefined => {
    const fault = faults.find((f) => f.path === path && (!f.token || f.token === token))
    if (!fault) return undefined
    fault.left -= 1
    if (fault.left <= 0) {
      faults.splice(faults.indexOf(fault), 1)
      fault.done()
    } else if (fault.times === Infinity) fault.done()
    return fault
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url!, 'http://proxy').pathname
    counts.set(path, (counts.get(path) ?? 0) + 1)
    const own = overrides.get(path)
    if (own) return void res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' }).end(own)
    const body = await readBody(req)
    const fault = take(path, req.headers.authorization)
    if (fault?.kind === 'refuse') return void res.socket?.destroy()
    if (fault?.kind === 'error-500')
      return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"Injected failure"}')
    if (fault?.kind === 'hold') {
      held.add(res)
      res.on('close', () => held.delete(res))
      return
    }
    const sent = forward(target, req, body)
    if (fault?.kind === 'duplicate')
      void forward(target, req, body).then(
        (r) => r.resume(),
        () => undefined,
      )
    const answer = await sent
    if (fault?.kind === 'lose-answer') {
      await readBody(answer)
      return void res.socket?.destroy()
    }
    if (fault?.kind === 'delay') {
      const text = await readBody(answer)
      await new Promise((r) => setTimeout(r, fault.ms ?? 2000))
      return void res.writeHead(answer.statusCode ?? 502, answer.headers).end(text)
    }
    // Pass-through, streamed: the live stream (server-sent events) must flow as it comes.
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
    const stream = { path, answer, res }
    streaming.add(stream)
    res.on('close', () => (streaming.delete(stream), answer.destroy()))
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.socket?.destroy())
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  return {
    url: `http://localhost:${port}`,
    inject(fault) {
      let done!: () => void
      const hit = new Promise<void>((r) => (done = r))
      faults.push({ ...fault, left: fault.times ?? 1, done })
      return { hit }
    },
    clear() {
      for (const f of faults.splice(0)) f.done()
      for (const res of held) res.socket?.destroy()
    },
    count: (path) => counts.get(path) ?? 0,
    mute(path) {
      for (const s of streaming) if (s.path === path) s.answer.unpipe(s.res)
    },
    override(path, body) {
      if (body) overrides.set(path, body)
      else overrides.delete(path)
    },
    async close() {
      for (const res of held) res.socket?.destroy()
      server.closeAllConnections()
      await new Promise((r) => server.close(r))
    },
  }
}
