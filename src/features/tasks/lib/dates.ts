import { dateFormat } from '@/lib/intl'
/** A due date as a short local day ("Mar 4"), in the UI language. */
export const dueLabel = (iso: string, language: string) =>
  dateFormat(language, { month: 'short', day: 'numeric' }).format(new Date(iso))

/** Due before today (a task due today is not late yet). */
export function isOverdue(iso: string, now = new Date()): boolean {
  const today = new Date(now)
  today.setHours(0, 0, 0, 0)
  return new Date(iso).getTime() < today.getTime()
}

/** `yyyy-mm-dd` of the local day, for `<input type="date">`. */
export function toDateInput(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** The ISO instant of local midnight of a `yyyy-mm-dd` value, or null when empty. */
export function fromDateInput(value: string): string | null {
  if (!value) return null
  const [y, m, d] = value.split('-').map(Number)
  return new Date(y!, m! - 1, d!).toISOString()
}
