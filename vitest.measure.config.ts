import { defineConfig, mergeConfig } from 'vitest/config'
import base from './vitest.config'

/** Measurements that print figures for docs/performance.md; never part of the unit suite. */
export default mergeConfig(
  base,
  defineConfig({ test: { include: ['scripts/measure/*.measure.ts'], testTimeout: 600_000 } }),
)
