import { Briefcase, Calendar, LayoutDashboard, Rocket, Star, User, type LucideIcon } from 'lucide-react'
import { css } from 'styled-system/css'
import { dateFormat } from '@/lib/intl'

export const BOARD_ICON: Record<string, LucideIcon> = {
  'layout-dashboard': LayoutDashboard,
  calendar: Calendar,
  user: User,
  briefcase: Briefcase,
  rocket: Rocket,
  star: Star,
}
export const boardIcon = (name: string): LucideIcon => BOARD_ICON[name] ?? LayoutDashboard

/** Label chips get a tone from their title, so a label keeps its colour everywhere. */
const TONES = [
  css({ bg: 'blue.100', color: 'blue.800', _dark: { bg: 'blue.900', color: 'blue.100' } }),
  css({ bg: 'purple.100', color: 'purple.800', _dark: { bg: 'purple.900', color: 'purple.100' } }),
  css({ bg: 'teal.100', color: 'teal.800', _dark: { bg: 'teal.900', color: 'teal.100' } }),
  css({ bg: 'amber.100', color: 'amber.900', _dark: { bg: 'amber.900', color: 'amber.100' } }),
  css({ bg: 'pink.100', color: 'pink.800', _dark: { bg: 'pink.900', color: 'pink.100' } }),
  css({ bg: 'green.100', color: 'green.800', _dark: { bg: 'green.900', color: 'green.100' } }),
  css({ bg: 'red.100', color: 'red.800', _dark: { bg: 'red.900', color: 'red.100' } }),
]
export const labelTone = (title: string) =>
  TONES[[...title].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % TONES.length]

export const labelChip = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  whiteSpace: 'nowrap',
})

/** "3 hours ago" in the UI language. */
export function timeAgo(iso: string, language: string, now = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000
  const rtf = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['year', 31536000],
    ['month', 2592000],
    ['week', 604800],
    ['day', 86400],
    ['hour', 3600],
    ['minute', 60],
  ]
  for (const [unit, size] of units) if (Math.abs(seconds) >= size) return rtf.format(Math.round(seconds / size), unit)
  return rtf.format(0, 'minute')
}

export const shortDate = (iso: string, language: string) =>
  dateFormat(language, { month: 'short', day: 'numeric' }).format(new Date(iso))

export function isPast(iso: string, now = new Date()): boolean {
  const today = new Date(now)
  today.setHours(0, 0, 0, 0)
  return new Date(iso).getTime() < today.getTime()
}
