import { useQuery } from '@tanstack/react-query'
import type { IconSetName } from '@/shared/constants/dashboards'

export interface IconDrawings {
  width: number
  height: number
  /** Who made the set and its licence, read from its package. */
  source: { name: string; author: string; license: string }
  /** SVG bodies by name; a tuple where an icon's box differs from the set's. */
  icons: Record<string, string | [body: string, width: number, height: number]>
}

// One literal import per set: each set becomes its own chunk, fetched when the page shows that set.
const LOADERS: Record<IconSetName, () => Promise<{ default: IconDrawings }>> = {
  feather: () => import('virtual:icon-set/feather'),
  'heroicons-outline': () => import('virtual:icon-set/heroicons-outline'),
  'heroicons-solid': () => import('virtual:icon-set/heroicons-solid'),
  iconsmind: () => import('virtual:icon-set/iconsmind'),
  'material-solid': () => import('virtual:icon-set/material-solid'),
  'material-outline': () => import('virtual:icon-set/material-outline'),
  'material-twotone': () => import('virtual:icon-set/material-twotone'),
}

/** The drawings of a set's icons, from the set's own package. */
export function useIconDrawings(set: IconSetName) {
  return useQuery({
    queryKey: ['icons', 'drawings', set],
    queryFn: async () => (await LOADERS[set]()).default,
    staleTime: Infinity,
  })
}
