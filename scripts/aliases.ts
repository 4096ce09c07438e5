import { fileURLToPath, URL } from 'node:url'

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The import aliases (tsconfig.json's `paths`) as Vite and Vitest resolve them. */
export const aliases = {
  '@': dir('../src'),
  '@sw': dir('../sw'),
  '@workers': dir('../workers'),
  '@seeds': dir('../seeds'),
  'styled-system': dir('../styled-system'),
}
