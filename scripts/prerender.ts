import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { basename, resolve } from 'node:path'
import { build, type Plugin, type ResolvedConfig } from 'vite'

const ENTRY = 'src/app/prerender.tsx'

/**
 * Writes each guest page a first visit opens (src/app/prerender.tsx) as its own HTML with its first screen
 * in it, beside index.html: the visitor reads the page as soon as the HTML and the stylesheet are in, not
 * after the entry, the framework chunk and React's first render (Lighthouse's simulated phone: 2.4-2.7 s).
 * The app then renders over it. Hosts serve `/sign-in` from `sign-in.html` (Vite's preview does; the sync
 * server's static handler too); the service worker keeps serving index.html on later visits.
 *
 * The pages render in Node from a server build of the same routes, in a process of its own
 * (scripts/prerender-pages.mjs), so the browser stand-ins it sets never reach this build.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'prerender-pages',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      // Inside the project, where its imports resolve; one per build, since builds may run side by side.
      const bundleDir = resolve(config.root, 'node_modules/.prerender', `${basename(outDir)}-${process.pid}`)
      try {
        await build({
          configFile: config.configFile,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: ENTRY, outDir: bundleDir, emptyOutDir: true, copyPublicDir: false, minify: false },
        })
        execFileSync(process.execPath, ['scripts/prerender-pages.mjs', resolve(bundleDir, 'prerender.js'), outDir], {
          cwd: config.root,
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: 'production' },
        })
      } finally {
        rmSync(bundleDir, { recursive: true, force: true })
      }
    },
  }
}
