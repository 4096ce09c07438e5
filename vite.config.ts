import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { VitePWA } from 'vite-plugin-pwa'
import { resolveVariant } from './src/shared/variants.ts'

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig(({ mode }) => {
  const variant = resolveVariant(mode)
  return {
    define: {
      __APP_VARIANT__: JSON.stringify(variant.app),
      __APP_VERSION__: JSON.stringify(process.env.npm_package_version ?? '1.3.145'),
    },
    resolve: {
      alias: {
        '@': dir('./src'),
        '@sw': dir('./sw'),
        '@workers': dir('./workers'),
        '@seeds': dir('./seeds'),
        'styled-system': dir('./styled-system'),
      },
    },
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
      react(),
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        injectRegister: false,
        registerType: 'prompt',
        manifest: variant.manifest,
        includeAssets: ['favicon.svg', 'icons/*.png', 'logos/*'],
        injectManifest: {
          globPatterns: ['**/*.{js,css,html,svg,png,webp,json,woff2}'],
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        },
        devOptions: { enabled: true, type: 'module', navigateFallback: 'index.html' },
      }),
    ],
    worker: { format: 'es' },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 1500 },
    server: { port: 5173 },
    preview: { port: 4173 },
  }
})
