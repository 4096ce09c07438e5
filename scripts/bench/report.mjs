// Helpers of scripts/bench.mjs: percentiles, the machine's details, and the markdown summary.
import { cpus, freemem, loadavg, platform, release, totalmem } from 'node:os'

/** Nearest-rank percentile of a list of numbers. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]
}

export function machineDetails() {
  const cpu = cpus()
  return {
    cpu: cpu[0]?.model ?? 'unknown',
    cores: cpu.length,
    memoryGiB: +(totalmem() / 2 ** 30).toFixed(1),
    freeMemoryGiB: +(freemem() / 2 ** 30).toFixed(1),
    // Other work on the machine skews timings; the load is recorded with them.
    loadAverage: loadavg().map((l) => +l.toFixed(2)),
    os: `${platform()} ${release()}`,
    node: process.version,
  }
}

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '–')

export function renderSummary(report) {
  const m = report.machine
  const lines = [
    '# Query engine benchmark',
    '',
    `Run ${report.at} with \`npm run bench\`. Figures are milliseconds measured in the page around \`fetch\` of`,
    "`api/apps/ecommerce/inventory/products` (through the service worker, JSON parsed), warm = the page's query worker,",
    `cold = the service worker reading the table and running the engine itself. ${report.samples.warm} warm and ${report.samples.cold} cold samples per query, interleaved.`,
    '',
    '## Machine',
    '',
    `- CPU: ${m.cpu}, ${m.cores} cores; memory ${m.memoryGiB} GiB (${m.freeMemoryGiB} GiB free)`,
    `- Load average at start: ${m.loadAverage.join(', ')}`,
    `- ${m.os}; node ${m.node}; Chromium ${m.chromium}`,
    '',
    '## Seeding (seedRows in chunks of 5,000, in the service worker)',
    '',
    '| rows | generate ms | write ms | rows/s (write) |',
    '|---:|---:|---:|---:|',
    ...report.results.map(
      (r) =>
        `| ${r.rows.toLocaleString('en')} | ${ms(r.seeding.generateMs)} | ${ms(r.seeding.writeMs)} | ${r.seeding.rowsPerSecond.toLocaleString('en')} |`,
    ),
    '',
    '## Products endpoint',
    '',
    '| rows | query | matches | until warm (load + index) | warm p50 | warm p95 | cold p50 | cold p95 | cold/warm p50 | same answers |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|:---:|',
  ]
  for (const r of report.results) {
    for (const q of r.queries) {
      lines.push(
        `| ${r.rows.toLocaleString('en')} | ${q.label} | ${q.matched.toLocaleString('en')} | ${ms(q.warmReadyMs)} | ${ms(q.warm.p50)} | ${ms(q.warm.p95)} | ${ms(q.cold.p50)} | ${ms(q.cold.p95)} | ${q.speedup.toFixed(1)}x | ${q.identical ? 'yes' : 'NO'} |`,
      )
    }
  }
  if (report.targets) {
    const t = report.targets
    lines.push('', '## Targets at 100,000 rows (search + sort + page)', '')
    lines.push(`- warm p95 under 50 ms: ${t.warmP95Under50ms ? 'met' : 'NOT met'}`)
    lines.push(`- warm at least 5x faster than cold (p50): ${t.warmAtLeast5xFaster ? 'met' : 'NOT met'}`)
    lines.push(`- warm and cold answers identical: ${t.identicalAnswers ? 'yes' : 'NO'}`)
  }
  return `${lines.join('\n')}\n`
}
