import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { readdirSync } from 'node:fs'

const features = readdirSync('src/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)

// Flat config replaces a rule's options per file set, so every set repeats the bans that apply everywhere.
const bannedPaths = [{ name: '@hookform/resolvers/zod', message: "Use zodResolver from '@/lib/forms/zod-resolver' (a smaller bundle)." }]
const restrict = (patterns) => ['error', { paths: bannedPaths, patterns }]

const noUi = {
  group: ['react', 'react-dom', 'react-dom/*', '@tanstack/react-*', '@/components/*', '@/features/*', '@/routes/*', '@/app/*', '@/lib/*', 'styled-system/*'],
  message: 'sw/, workers/, seeds/ and src/shared/ never import React or UI code.',
}

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'styled-system', 'src/routeTree.gen.ts', 'node_modules', 'test-results', 'playwright-report', 'bench-results', '.tmp'] },
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
        { selector: 'Property > Literal.key[value=/[+~]\\s*\\*\\s*$/]', message: "No '& > * + *' style rules: space blocks with gap, or margins on '& > *' (see src/components/ui/prose.ts)." },
      ],
    },
  },
  { files: ['sw/**/*.ts', 'workers/**/*.ts', 'seeds/**/*.ts', 'src/shared/**/*.ts'], rules: { 'no-restricted-imports': restrict([noUi]) } },
  // The sync server shares src/shared and the seeds with the devices, never the worker's handlers or the UI.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        noUi,
        { group: ['@sw/*', '**/sw/**', '@workers/*', '**/workers/**'], message: 'server/ imports src/shared and seeds/, never the service worker or the query worker.' },
      ]),
    },
  },
  // Features never import each other: shared code goes to src/components, src/lib or src/shared.
  ...features.map((f) => ({
    files: [`src/features/${f}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict([{ group: ['@/features/*', `!@/features/${f}`, `!@/features/${f}/**`, '../../*/**', '!../../components/**', '!../../api/**', '!../../machines/**', '!../../lib/**', '!../../schemas/**', '!../../hooks/**'], message: 'A feature never imports another feature.' }]),
    },
  })),
  // Route definitions load with the first page: their search validation is `searchParams` (src/lib/search-params.ts), not zod (~23 kB).
  {
    files: ['src/routes/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...bannedPaths, { name: 'zod', message: "Route files validate search params with `searchParams` from '@/lib/search-params', e.g. searchParams({ email: text(254) }): zod would land in the first-page bundle." }] }],
    },
  },
  { files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': restrict([{ group: ['@/features/*', '@/routes/*'], message: 'Shared code never imports features or routes.' }]) } },
)
