// Renders the prerender bundle's pages into the built app (run by scripts/prerender.ts in a process of its
// own, so that the stand-ins below never reach the build). Arguments: the bundle, the built app's folder.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'

const [bundle, outDir] = process.argv.slice(2)

// What a first visit's browser has when the app starts: nothing stored, no service worker controlling it.
const stored = new Map()
globalThis.localStorage = {
  getItem: (key) => stored.get(key) ?? null,
  setItem: (key, value) => void stored.set(key, String(value)),
  removeItem: (key) => void stored.delete(key),
}
globalThis.navigator = { serviceWorker: { controller: null }, onLine: true, language: 'en' }

const { prerender, PRERENDERED_PAGES, PRERENDER_LANGUAGE } = await import(pathToFileURL(bundle).href)
const template = readFileSync(join(outDir, 'index.html'), 'utf8')

// A visitor who chose another language, or is signed in, would see this page change under them: they get
// the splash and the app, as on every other page.
const fallback = `<script>
try {
  var lang = localStorage.getItem('lang')
  if ((lang && lang !== '${PRERENDER_LANGUAGE}') || localStorage.getItem('accessToken')) {
    document.querySelector('[data-prerendered]').remove()
    document.getElementById('splash').hidden = false
  }
} catch (e) {}
</script>`

// The app's code is fetched and run once the first screen is painted, not before: on a slow link its
// downloads would share the line with the stylesheet the paint waits for, and its evaluation (as soon as the
// stylesheet is in) would hold the paint back. Lighthouse counts every request that ended before the largest
// paint as needed for it (simulated 2.2 s with the markup already in the HTML). A hidden tab paints nothing,
// so there it all starts at once. The entry and its own imports are named together, as index.html names them.
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g
const imports = [...template.matchAll(PRELOAD)].map((m) => m[1])
const startAfterFirstPaint = (_, entry) => `<script type="module">
      if (document.visibilityState === 'visible') await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)))
      for (const href of ${JSON.stringify([entry, ...imports])}) {
        const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' })
        document.head.append(link)
      }
      import('${entry}')
    </script>`
if (!ENTRY.test(template) || !imports.length) throw new Error('index.html has no entry script and imports to start')

for (const page of PRERENDERED_PAGES) {
  const markup = await prerender(page)
  const html = template
    // Read by the first-visit preload (scripts/first-visit-preload.ts): the page's chunks wait for the paint too.
    .replace('<html ', '<html data-first-screen ')
    .replace(PRELOAD, '')
    .replace('<div id="splash"', '<div id="splash" hidden')
    .replace(ENTRY, startAfterFirstPaint)
    // Inert: it looks like the page but is not yet; nothing typed or clicked in it is lost when the app replaces it.
    .replace(
      '<div id="root"></div>',
      () => `<div id="root"><div data-prerendered inert>${markup}</div></div>\n    ${fallback}`,
    )
  if (html === template) throw new Error('index.html has no empty #root to prerender into')
  const file = join(outDir, `${page}.html`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
}
console.info(`prerendered ${PRERENDERED_PAGES.length} pages`)
