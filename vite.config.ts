import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { BUILD_TARGETS, resolveVariant, type Variant } from './src/shared/variants.ts'
import { iconSprite } from './scripts/icon-sprite.ts'
import { iconSets } from './scripts/icon-sets.ts'
import { firstVisitPreload } from './scripts/first-visit-preload.ts'
import { aliases } from './scripts/aliases.ts'
import { prerenderPages } from './scripts/prerender.ts'
import { PRERENDERED_PAGES } from './src/app/prerendered-pages.ts'

/**
 * Every page evaluates React, the router and i18next before anything else, and every signed-in page
 * TanStack Query. Left to itself the bundler cuts them into a dozen chunks by which pages share which
 * parts; gzip then compresses each alone, and the same first page costs 4-7 kB more.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store)|i18next|react-i18next|use-sync-external-store)[\\/]/
const QUERY = /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/

/** Brands index.html for the build's variant: title, description, colour theme, icons. */
function variantHtml(variant: Variant): Plugin {
  const icon = variant.isSvg
    ? `<link rel="icon" href="${variant.logo}" type="image/svg+xml" />`
    : `<link rel="icon" href="${variant.iconDir}/icon-192.png" type="image/png" />`
  return {
    name: 'variant-html',
    transformIndexHtml: (html) =>
      html
        .replace(/<title>[^<]*<\/title>/, `<title>${variant.name}</title>`)
        .replace(
          /<meta name="description" content="[^"]*"/,
          `<meta name="description" content="${variant.description}"`,
        )
        .replace(/<meta name="theme-color" content="[^"]*"/, `<meta name="theme-color" content="${variant.themeColor}"`)
        .replace(/data-palette="[^"]*"/, `data-palette="${variant.theme}"`)
        .replace(/<link rel="icon"[^>]*>/, icon)
        .replace(
          /<link rel="apple-touch-icon"[^>]*>/,
          `<link rel="apple-touch-icon" href="${variant.iconDir}/icon-192.png" />`,
        ),
  }
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const variant = resolveVariant(mode)
  return {
    define: {
      __APP_VARIANT__: JSON.stringify(variant.app),
      __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '1.3.145'),
    },
    resolve: {
      alias: aliases,
    },
    plugins: [
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        routesDirectory: 'src/routes',
        generatedRouteTree: 'src/routeTree.gen.ts',
      }),
      react(),
      iconSprite(),
      iconSets(),
      variantHtml(variant),
      firstVisitPreload(),
      prerenderPages(),
      // The prerender's server build (scripts/prerender.ts) is no app of its own: no worker, no manifest.
      !isSsrBuild &&
        VitePWA({
          strategies: 'injectManifest',
          srcDir: 'sw',
          filename: 'sw.ts',
          injectRegister: false,
          registerType: 'prompt',
          manifest: variant.manifest,
          // globPatterns below already take this build's icons.
          includeManifestIcons: false,
          injectManifest: {
            // jpg: the demo pictures of public/assets/images, so avatars show offline.
            globPatterns: ['**/*.{js,css,html,svg,png,jpg,webp,json,woff2}'],
            // Only this build's icons and logo are precached; the other variants' files are never asked for.
            // The prerendered pages are a first visit's (scripts/prerender.ts): the worker serves index.html.
            globIgnores: [
              ...BUILD_TARGETS.filter((t) => t !== variant.app).flatMap((t) => [`icons/${t}/**`, `logos/${t}.*`]),
              ...PRERENDERED_PAGES.map((page) => `${page.slice(1)}.html`),
            ],
            maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
            // The worker's icon API lists every set's names (a plugin instance of its own, as the PWA plugin asks).
            buildPlugins: { vite: [iconSets()] },
          },
          devOptions: { enabled: true, type: 'module', navigateFallback: 'index.html' },
        }),
    ],
    worker: { format: 'es' },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 1500,
      // Once the service worker runs it serves every chunk from its precache, where a chunk's imports cost
      // no round trip, so Vite's preload helper (a dependency list per dynamic import) would only add bytes.
      // A first visit's page is preloaded from index.html instead (scripts/first-visit-preload.ts).
      modulePreload: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'framework', test: FRAMEWORK, priority: 20 },
              { name: 'query', test: QUERY, priority: 10 },
            ],
          },
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  }
})
