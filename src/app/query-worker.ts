import type { ConnectMessage } from '@workers/query-api'

let worker: Worker | undefined

/** Hands the service worker a fresh port to this page's query worker. */
function handPort() {
  const controller = navigator.serviceWorker.controller
  if (!controller) return
  worker ??= new Worker(new URL('../../workers/query.worker.ts', import.meta.url), {
    type: 'module',
    name: 'query-engine',
  })
  const channel = new MessageChannel()
  worker.postMessage({ type: 'connect' } satisfies ConnectMessage, [channel.port1])
  controller.postMessage({ type: 'query-port' }, [channel.port2])
}

/** Starts the page's query worker and keeps the service worker connected to it, across its restarts. */
export function connectQueryWorker(): void {
  handPort()
  navigator.serviceWorker.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'need-port') handPort()
  })
  navigator.serviceWorker.addEventListener('controllerchange', handPort)
  window.addEventListener('pagehide', () => navigator.serviceWorker.controller?.postMessage({ type: 'client-closing' }))
}
