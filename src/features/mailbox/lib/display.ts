import type { LabelColor } from '@/shared/schemas/mailbox'
import { dateFormat } from '@/lib/intl'

/** Swatches for the label colours; labels show them as dots, so text contrast never depends on them. */
export const LABEL_HEX: Record<LabelColor, string> = {
  gray: '#6b7280',
  red: '#ef4444',
  orange: '#f97316',
  yellow: '#eab308',
  green: '#22c55e',
  teal: '#14b8a6',
  blue: '#3b82f6',
  indigo: '#6366f1',
  purple: '#a855f7',
  pink: '#ec4899',
}

/** 'Name <email>' split into its parts; a bare address is its own name. */
export function parseContact(contact: string): { name: string; email: string } {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(contact)
  if (m) return { name: m[1] || m[2]!, email: m[2]! }
  return { name: contact.trim(), email: contact.trim() }
}

/** The text of an HTML body, for one-line previews (never rendered as HTML). */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Today's mails show the time; older ones the day (and the year when it is not this year). */
export function listDate(iso: string, language: string, now = new Date()): string {
  const d = new Date(iso)
  const sameDay = d.toDateString() === now.toDateString()
  if (sameDay) return dateFormat(language, { hour: '2-digit', minute: '2-digit', hour12: false }).format(d)
  const opts: Intl.DateTimeFormatOptions =
    d.getFullYear() === now.getFullYear() ? { month: 'short', day: 'numeric' } : { dateStyle: 'medium' }
  return dateFormat(language, opts).format(d)
}

export const fullDate = (iso: string, language: string) =>
  dateFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso))

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Plain text typed in the composer as HTML paragraphs, escaped. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('')
}
