import { defineConfig } from '@pandacss/dev'
import { semanticColors } from './src/theme/semantic-colors'
import { paletteCss } from './src/theme/palettes'
import { recipes } from './src/theme/recipes'
import { patterns } from './src/theme/patterns'
import { globalCss } from './src/theme/global-css'
import { textStyles } from './src/theme/text-styles'
import { keyframes, zIndex } from './src/theme/tokens'

export default defineConfig({
  preflight: true,
  jsxFramework: 'react',
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  conditions: {
    extend: {
      dark: '.dark &',
      light: ':root:not(.dark) &',
    },
  },
  globalCss: { ...globalCss, ...paletteCss },
  patterns: { extend: patterns },
  theme: {
    extend: {
      breakpoints: { sm: '600px', md: '960px', lg: '1280px', xl: '1440px' },
      semanticTokens: { colors: semanticColors },
      recipes,
      textStyles,
      keyframes,
      tokens: {
        zIndex,
        fonts: {
          body: {
            value: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
          },
          mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
        },
        sizes: {
          navVertical: { value: '280px' },
          navCompact: { value: '112px' },
          navDense: { value: '80px' },
          navThin: { value: '80px' },
        },
      },
    },
  },
})
