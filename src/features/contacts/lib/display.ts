import { dateFormat } from '@/lib/intl'
const BANNERS = [
  ['#6366f1', '#a855f7'],
  ['#0ea5e9', '#6366f1'],
  ['#14b8a6', '#0ea5e9'],
  ['#f59e0b', '#ef4444'],
  ['#ec4899', '#8b5cf6'],
  ['#22c55e', '#14b8a6'],
  ['#64748b', '#0f172a'],
  ['#f97316', '#db2777'],
]

/** A cover gradient for a contact without a background picture, stable per id. */
export function bannerOf(id: string): string {
  const h = [...id].reduce((acc, c) => (acc * 33 + c.charCodeAt(0)) >>> 0, 5381)
  const [a, b] = BANNERS[h % BANNERS.length]!
  return `linear-gradient(135deg, ${a} 0%, ${b} 100%)`
}

/** A birthday (ISO) as a long date in the given language, read in UTC so the day never shifts. */
export function formatBirthday(iso: string, language: string): string {
  const d = new Date(iso)
  if (Number.isNaN(d.getTime())) return iso
  return dateFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(d)
}
