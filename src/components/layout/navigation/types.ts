import type { NavItemData } from '@/shared/schemas/shell'

export type NavAppearance = 'default' | 'compact' | 'dense' | 'thin'
export type NavMode = 'side' | 'over'
export type NavPosition = 'left' | 'right'

/** A navigation item on the page: the server's item plus an optional predicate that hides it. */
export interface NavItem extends Omit<NavItemData, 'children'> {
  hidden?: (item: NavItem) => boolean
  children?: NavItem[]
}

/** Widths of the vertical navigation per appearance (SPEC.md section 9). */
export const NAV_WIDTHS: Record<NavAppearance, number> = { default: 280, compact: 112, dense: 80, thin: 80 }

/** Is `link` the current page (or, unless `exactMatch`, one of its sub-pages)? */
export function isActiveLink(item: Pick<NavItem, 'link' | 'exactMatch' | 'externalLink'>, path: string): boolean {
  if (!item.link || item.externalLink) return false
  const clean = path.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'
  const link = item.link.replace(/\/+$/, '') || '/'
  if (clean === link) return true
  return !item.exactMatch && link !== '/' && clean.startsWith(`${link}/`)
}

/** Does any descendant of `item` point at the current page? */
export function hasActiveChild(item: NavItem, path: string): boolean {
  return (item.children ?? []).some((child) => isActiveLink(child, path) || hasActiveChild(child, path))
}

/** The ids of the items from the root down to `id` (excluded), or null when `id` is not in the tree. */
export function ancestorsOf(items: NavItem[], id: string, trail: string[] = []): string[] | null {
  for (const item of items) {
    if (item.id === id) return trail
    if (item.children) {
      const found = ancestorsOf(item.children, id, [...trail, item.id])
      if (found) return found
    }
  }
  return null
}

/** Every item of the tree, depth first. */
export const flatten = (items: NavItem[]): NavItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])])

export const isVisible = (item: NavItem) => !item.hidden?.(item)

/** Finds an item by id; a missing key is a programming error worth a warning (SPEC.md section 8). */
export function findItem(items: NavItem[], id: string): NavItem | undefined {
  const found = flatten(items).find((i) => i.id === id)
  if (!found) console.warn(`Navigation item with key '${id}' does not exist`)
  return found
}
