import type { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'

/** Paths that are the server's or the worker's, never a page of the app. */
const NOT_PAGES = /^\/(api|sync|auth)(\/|$)/

/**
 * Serves the built app (`dist/`) beside the sync routes, on one origin: its worker finds its server at
 * `/sync-config.json` there. Any other path is a page of the single-page app: index.html.
 */
export function serveBuiltApp(app: Hono<any>, dir: string): void {
  app.use('*', serveStatic({ root: dir }))
  app.get('*', async (c, next) =>
    NOT_PAGES.test(c.req.path) ? next() : serveStatic({ root: dir, path: 'index.html' })(c, next),
  )
}
