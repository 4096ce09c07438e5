import type { Page } from '@playwright/test'

/**
 * Appended to a build's sw.js, it makes a second build whose worker tells itself apart: it answers a
 * `build-marker` message with 'second' (the first build's worker does not answer).
 */
export const SECOND_BUILD_MARKER =
  "\n;self.addEventListener('message',function(e){if(e.data&&e.data.type==='build-marker'&&e.source)e.source.postMessage({type:'build-marker',value:'second'})});\n"

/** What the worker in control answers to `build-marker`: 'second', 'no answer' in 2 s, or 'page was navigating'. */
export const buildMarker = (page: Page) =>
  page
    .evaluate(
      () =>
        new Promise<string>((done) => {
          navigator.serviceWorker.addEventListener(
            'message',
            (e) => e.data?.type === 'build-marker' && done(e.data.value),
          )
          navigator.serviceWorker.controller?.postMessage({ type: 'build-marker' })
          setTimeout(() => done('no answer'), 2000)
        }),
    )
    .catch(() => 'page was navigating')
