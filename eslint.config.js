import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import prettier from 'eslint-config-prettier'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { testFiles, zones } from './eslint.boundaries.js'

// Flat config replaces a rule's options per file set, so every set repeats the bans that apply everywhere.
const menuDoor =
  "Use Menu from '@/components/ui/menu': its items choose on their own click, its content is there for Escape."
const bannedPaths = [
  { name: '@hookform/resolvers/zod', message: "Use zodResolver from '@/lib/forms/zod-resolver' (a smaller bundle)." },
  { name: '@ark-ui/react/menu', message: menuDoor },
  { name: '@ark-ui/react', importNames: ['Menu', 'useMenu', 'useMenuContext'], message: menuDoor },
]
const restrict = (patterns) => ['error', { paths: bannedPaths, patterns }]

// Packages only: which of the project's own folders a part may import is the zones' job (eslint.boundaries.js).
const noUi = {
  group: ['react', 'react-dom', 'react-dom/*', '@tanstack/react-*', '@ark-ui/*', 'lucide-react'],
  message: 'sw/, workers/, seeds/, server/ and src/shared/ never import React or UI code.',
}
const sourceFiles = ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'workers/**/*.ts', 'seeds/**/*.ts', 'server/**/*.ts']

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'styled-system',
      'src/routeTree.gen.ts',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
      'no-restricted-imports': restrict([]),
    },
  },
  {
    files: sourceFiles,
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle reads only the files whose extension is listed here, with the parser named for it.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` })],
    },
    rules: {
      // Type-only imports are left out by the rule: they vanish from the build and cannot form a load-order cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: sourceFiles,
    ignores: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones, basePath: import.meta.dirname }] },
  },
  {
    files: ['scripts/**', 'tests/**'],
    rules: {
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // Panda puts every style in one stylesheet: a rule that ends in a sibling combinator onto `*` is
      // tried on every element of every page and makes Chromium restyle whole subtrees on each insertion.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property > Literal.key[value=/[+~]\\s*\\*\\s*$/]',
          message:
            "No '& > * + *' style rules: space blocks with gap, or margins on '& > *' (see src/components/ui/prose.ts).",
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts', 'workers/**/*.ts', 'seeds/**/*.ts', 'server/**/*.ts', 'src/shared/**/*.ts'],
    rules: { 'no-restricted-imports': restrict([noUi]) },
  },
  // Route definitions load with the first page: their search validation is `searchParams` (src/lib/search-params.ts), not zod (~23 kB).
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...bannedPaths,
            {
              name: 'zod',
              message:
                "Route files validate search params with `searchParams` from '@/lib/search-params', e.g. searchParams({ email: text(254) }): zod would land in the first-page bundle.",
            },
          ],
        },
      ],
    },
  },
  // The one file that wraps Ark's menu for the rest.
  {
    files: ['src/components/ui/menu.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: bannedPaths.filter((p) => !p.name.startsWith('@ark-ui/')) }],
    },
  },
  // Layout is Prettier's (`npm run format`; `npm run lint` checks it): no stylistic rule may disagree with it.
  prettier,
)
