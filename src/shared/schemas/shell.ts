import { z } from 'zod'
import type { Role } from './auth'
import { ICON_NAMES, type IconName } from '../constants/common'
import { isTemplateIconName, type TemplateIconName } from '../constants/template-icons'
import { appLink, idText, imageSource, requiredName, text } from './fields'

export type { IconName }

export const NAV_ITEM_TYPES = ['basic', 'aside', 'collapsable', 'group', 'divider', 'spacer'] as const
export type NavItemType = (typeof NAV_ITEM_TYPES)[number]

/** A navigation item as `GET api/common/navigation` answers it. */
export interface NavItemData {
  id: string
  title?: string
  subtitle?: string
  /** Key of the item's texts in the page's `navigation` namespace (`<key>.title`, `.subtitle`, `.tooltip`). */
  translation?: string
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

/** An internal path (`/apps/chat`) or an absolute http(s) URL; never `//host`, which leaves the app. */
const link = appLink(500).refine((v) => v !== '', 'Required')

export const shortcutSchema = z.object({
  label: requiredName(60),
  description: text(120).optional().default(''),
  // Ours, or the template's `namespace:name` (its clients store those; the panel draws them through a table).
  icon: z.union(
    [
      z.enum(ICON_NAMES, 'Choose an icon'),
      z.custom<TemplateIconName>((v) => typeof v === 'string' && isTemplateIconName(v), 'Choose an icon'),
    ],
    'Choose an icon',
  ),
  link,
  useRouter: z.boolean().default(true),
})
export type ShortcutInput = z.input<typeof shortcutSchema>

export interface Shortcut {
  id: string
  label: string
  description: string
  icon: IconName | TemplateIconName
  link: string
  useRouter: boolean
}

/** A message or a notification of the toolbar panels (the two share a shape). */
export const feedItemSchema = z.object({
  icon: z.enum(ICON_NAMES).optional(),
  image: imageSource(2_000_000).nullable().optional(),
  title: text(120).optional(),
  description: requiredName(1000, { multiline: true }),
  time: z.iso.datetime({ offset: true, message: 'Must be an ISO date' }).optional(),
  read: z.boolean().default(false),
  seen: z.boolean().optional(),
  link: appLink(500).optional(),
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

export const toggleReadSchema = z.object({ id: idText(), read: z.boolean('Must be true or false') })

export const searchSchema = z.object({ query: text(200, { trim: false }) })

export interface SearchResultSet {
  id:
    'contacts' | 'pages' | 'tasks' | 'patients' | 'doctors' | 'procedures' | 'specialties' | 'products' | 'appointments'
  label:
    'Contacts' | 'Pages' | 'Tasks' | 'Patients' | 'Doctors' | 'Procedures' | 'Specialties' | 'Products' | 'Appointments'
  results: Array<Record<string, unknown> & { value: string; link?: string }>
}
