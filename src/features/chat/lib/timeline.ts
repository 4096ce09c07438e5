import type { ChatMessage } from '@/shared/schemas/chat'
import { dateFormat } from '@/lib/intl'

export type TimelineItem =
  | { kind: 'day'; key: string; date: Date }
  | {
      kind: 'message'
      message: ChatMessage
      /** Last of a run by the same side: shows the time. */ last: boolean
      first: boolean
    }

const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`

/** Messages in time order with a separator before each new day, and runs by the same side marked. */
export function timeline(messages: ChatMessage[]): TimelineItem[] {
  const sorted = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  const items: TimelineItem[] = []
  let day = ''
  sorted.forEach((message, i) => {
    const d = new Date(message.createdAt)
    const prev = sorted[i - 1]
    const next = sorted[i + 1]
    const newDay = dayKey(d) !== day
    if (newDay) {
      day = dayKey(d)
      items.push({ kind: 'day', key: day, date: d })
    }
    const sameDayNext = next && dayKey(new Date(next.createdAt)) === day
    items.push({
      kind: 'message',
      message,
      first: newDay || !prev || prev.isMine !== message.isMine,
      last: !next || next.isMine !== message.isMine || !sameDayNext,
    })
  })
  return items
}

/** HH:mm, 24-hour, in the reader's time zone. */
export const hhmm = (iso: string) => {
  const d = new Date(iso)
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
}

/** 'today' / 'yesterday' for the two latest days, otherwise null (the caller shows the long date). */
export function relativeDay(date: Date, now = new Date()): 'today' | 'yesterday' | null {
  const start = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
  const diff = Math.round((start(now) - start(date)) / 86_400_000)
  return diff === 0 ? 'today' : diff === 1 ? 'yesterday' : null
}

export const longDate = (date: Date, language: string) => dateFormat(language, { dateStyle: 'full' }).format(date)

/** The list's time: HH:mm today, the weekday within a week, the short date before. */
export function listTime(iso: string, language: string, now = new Date()): string {
  const d = new Date(iso)
  const rel = relativeDay(d, now)
  if (rel === 'today') return hhmm(iso)
  if (now.getTime() - d.getTime() < 6 * 86_400_000) return dateFormat(language, { weekday: 'short' }).format(d)
  return dateFormat(language, { day: 'numeric', month: 'short' }).format(d)
}
