import { dateFormat } from '@/lib/intl'
import type { SearchResultSet } from '@/shared/schemas/shell'

type SetId = SearchResultSet['id']
type Row = Record<string, unknown>

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

/** The row's second line: the contact's job, the page's subtitle or path, the clinic row's code or number. */
function detailOf(set: SetId, r: Row): string | undefined {
  if (set === 'contacts') return text(r.title) ?? text(r.company)
  if (set === 'pages') return text(r.subtitle) ?? text(r.link)
  if (set === 'patients') return text(r.documentNumber)
  if (set === 'doctors') return text(r.licence)
  if (set === 'procedures') return text(r.code)
  if (set === 'products') return text(r.sku)
  return undefined
}

/**
 * A search hit as two lines, the template's title and detail. An appointment's title is its date said in
 * `lang` ('lun, 30 nov, 15:00 · Ana Ruiz'; the API's value writes it '2026-11-30 15:00 · Ana Ruiz') and its
 * detail the procedure and doctor not already in the title. The year is said when it is not this one.
 */
export function hitLines(
  set: SetId,
  r: Row & { value: string },
  lang: string,
  now = new Date(),
): { title: string; detail?: string } {
  if (set !== 'appointments' || typeof r.start !== 'string') return { title: r.value, detail: detailOf(set, r) }
  const start = new Date(r.start)
  if (Number.isNaN(start.getTime())) return { title: r.value }
  const when = dateFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: start.getFullYear() === now.getFullYear() ? undefined : 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(start)
  const who = r.value.split(' · ').slice(1).join(' · ')
  const detail = [text(r.procedureName), text(r.doctorName)].filter((part) => part && part !== who).join(' · ')
  return { title: who ? `${when} · ${who}` : when, detail: detail || undefined }
}
