// Types of report.mjs for the TypeScript benchmark (scripts/bench-sync.mts).
export function percentile(values: number[], p: number): number
export function machineDetails(): {
  cpu: string
  cores: number
  memoryGiB: number
  freeMemoryGiB: number
  loadAverage: number[]
  os: string
  node: string
}
export function renderSummary(report: unknown): string
