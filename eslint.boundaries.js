import { readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * Which part of the code may import which (docs/architecture.md#boundaries). The zones are checked on
 * resolved paths (tsconfig's aliases included), so `@sw/x`, `../../sw/x` and `/abs/sw/x` are one import.
 */
const root = import.meta.dirname

export const features = readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)

/** Each part's folders or files. */
export const parts = {
  routes: ['src/routes', 'src/routeTree.gen.ts'],
  app: ['src/app', 'src/index.css'],
  ...Object.fromEntries(features.map((f) => [`features/${f}`, [`src/features/${f}`]])),
  components: ['src/components'],
  lib: ['src/lib'],
  theme: ['src/theme'],
  locales: ['src/locales'],
  'styled-system': ['styled-system'],
  shared: ['src/shared'],
  sw: ['sw'],
  workers: ['workers'],
  seeds: ['seeds'],
  server: ['server'],
}

const allFeatures = features.map((f) => `features/${f}`)
const look = ['theme', 'locales', 'styled-system']

/** What each part may import besides itself. */
export const mayImport = {
  routes: [...allFeatures, 'components', 'lib', 'shared', ...look],
  // The app boots the router (the generated route tree), the query worker and the shell's frame.
  app: ['routes', ...allFeatures, 'components', 'lib', 'shared', 'workers', ...look],
  ...Object.fromEntries(allFeatures.map((f) => [f, ['components', 'lib', 'shared', ...look]])),
  components: ['lib', 'shared', ...look],
  lib: ['shared', ...look],
  theme: [],
  locales: [],
  'styled-system': [],
  shared: [],
  // The worker seeds its database and runs the query engine itself when the page's worker is away.
  sw: ['shared', 'workers', 'seeds'],
  workers: ['shared'],
  seeds: ['shared'],
  server: ['shared', 'seeds'],
}

/** Test code: no part's own code may import it. */
export const testFiles = ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}', 'scripts/measure/**', 'tests/**']

const allowedText = (part) => (mayImport[part].length ? mayImport[part].join(', ') : 'nothing outside itself')

export const zones = [
  ...Object.keys(parts).map((part) => ({
    target: parts[part],
    from: Object.keys(parts)
      .filter((other) => other !== part && !mayImport[part].includes(other))
      .flatMap((other) => parts[other]),
    message: `${part} may import: ${allowedText(part)} (docs/architecture.md#boundaries).`,
  })),
  {
    target: Object.values(parts).flat(),
    from: ['tests'],
    message: 'Only tests import tests/: test helpers never ship (docs/architecture.md#boundaries).',
  },
  {
    target: Object.values(parts).flat(),
    from: testFiles.filter((p) => p.startsWith('**')).map((p) => `${root}/${p}`),
    message:
      'Only tests import test files and test helpers (test-*.ts): they never ship (docs/architecture.md#boundaries).',
  },
]
