import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'

/** Paths that are the server's or the worker's, never a page of the app. */
const NOT_PAGES = /^\/(api|sync|auth)(\/|$)/
/** A page's path as the build names its prerendered HTML: plain segments only, so it never leaves `dir`. */
const PAGE_PATH = /^(\/[a-z0-9-]+)+$/

/**
 * Serves the built app (`dist/`) beside the sync routes, on one origin: its worker finds its server at
 * `/sync-config.json` there. A page the build prerendered (`/sign-in` → `sign-in.html`, scripts/prerender.ts)
 * is served as that file; any other path is a page of the single-page app: index.html.
 */
export function serveBuiltApp(app: Hono<any>, dir: string): void {
  app.use('*', serveStatic({ root: dir }))
  app.get('*', async (c, next) => {
    const path = c.req.path
    if (NOT_PAGES.test(path)) return next()
    const prerendered = PAGE_PATH.test(path) && existsSync(join(dir, `${path}.html`))
    return serveStatic({ root: dir, path: prerendered ? `${path.slice(1)}.html` : 'index.html' })(c, next)
  })
}
