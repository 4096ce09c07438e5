import { z } from 'zod'
import type { Role } from './auth'
import { ICON_NAMES, type IconName } from '../constants/common'

export type { IconName }

export const NAV_ITEM_TYPES = ['basic', 'aside', 'collapsable', 'group', 'divider', 'spacer'] as const
export type NavItemType = (typeof NAV_ITEM_TYPES)[number]

/** A navigation item as `GET api/common/navigation` answers it. */
export interface NavItemData {
  id: string
  title?: string
  subtitle?: string
  type: NavItemType
  icon?: IconName
  /** Internal route; with `externalLink` it is a full URL opened with `target`. */
  link?: string
  externalLink?: boolean
  target?: '_blank' | '_self' | '_parent' | '_top'
  /** Active only on this exact path (otherwise also on its sub-paths). */
  exactMatch?: boolean
  tooltip?: string
  disabled?: boolean
  badge?: { title: string; tone?: 'accent' | 'neutral' | 'success' | 'warning' | 'danger' }
  /** Roles that may see the item; the server leaves out what the signed-in role may not see. */
  roles?: Role[]
  children?: NavItemData[]
}

export interface NavigationData {
  compact: NavItemData[]
  default: NavItemData[]
  futuristic: NavItemData[]
  horizontal: NavItemData[]
}

const text = (max: number) => z.string().trim().min(1, 'Required').max(max, `At most ${max} characters`)

/** An internal path (`/apps/chat`) or an absolute http(s) URL. */
const link = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(500, 'At most 500 characters')
  .refine((v) => v.startsWith('/') || /^https?:\/\/\S+$/i.test(v), 'Must start with / or http(s)://')

export const shortcutSchema = z.object({
  label: text(60),
  description: z.string().trim().max(120, 'At most 120 characters').optional().default(''),
  icon: z.enum(ICON_NAMES, 'Choose an icon'),
  link,
  useRouter: z.boolean().default(true),
})
export type ShortcutInput = z.input<typeof shortcutSchema>

export interface Shortcut {
  id: string
  label: string
  description: string
  icon: IconName
  link: string
  useRouter: boolean
}

/** A message or a notification of the toolbar panels (the two share a shape). */
export const feedItemSchema = z.object({
  icon: z.enum(ICON_NAMES).optional(),
  image: z.string().max(2_000_000, 'Image too large').nullable().optional(),
  title: z.string().trim().max(120, 'At most 120 characters').optional(),
  description: z.string().trim().min(1, 'Required').max(1000, 'At most 1000 characters'),
  time: z.iso.datetime({ offset: true, message: 'Must be an ISO date' }).optional(),
  read: z.boolean().default(false),
  seen: z.boolean().optional(),
  link: z.string().trim().max(500).optional(),
  useRouter: z.boolean().optional(),
})
export type FeedItemInput = z.input<typeof feedItemSchema>

export interface FeedItem {
  id: string
  icon?: IconName
  image?: string | null
  title?: string
  description: string
  time: string
  read: boolean
  seen?: boolean
  link?: string
  useRouter?: boolean
}

export const toggleReadSchema = z.object({ id: z.string().min(1, 'Required'), read: z.boolean('Must be true or false') })

export const searchSchema = z.object({ query: z.string('Required').max(200, 'At most 200 characters') })

export interface SearchResultSet {
  id: 'contacts' | 'pages' | 'tasks'
  label: 'Contacts' | 'Pages' | 'Tasks'
  results: Array<Record<string, unknown> & { value: string; link?: string }>
}
