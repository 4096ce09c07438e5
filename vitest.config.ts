import { defineConfig } from 'vitest/config'
import { iconSets } from './scripts/icon-sets.ts'
import { aliases } from './scripts/aliases.ts'

export default defineConfig({
  plugins: [iconSets()],
  define: { __APP_VARIANT__: JSON.stringify('vidaSaludable'), __APP_VERSION__: JSON.stringify('1.3.145') },
  resolve: {
    alias: aliases,
  },
  test: {
    include: ['{src,sw,workers,seeds,server,tests/unit,tests/lint}/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup/unit.ts'],
    // Handler tests seed a whole database each; a loaded two-core machine needs the room.
    testTimeout: 60_000,
    // The sync server tests seed a clinic into a fresh PostgreSQL database per file.
    hookTimeout: 60_000,
  },
})
