import ICON_NAMES from 'virtual:icon-names'
import { ICON_SETS, type IconSetName } from '@/shared/constants/dashboards'
import type { IconSet } from '@/shared/schemas/dashboards'
import { defineRoutes, type Route } from '../router/types'

/**
 * The icon sets of the template's icons page, with its namespaces and grid classes. The names are the sets'
 * own, read from their packages at build time (scripts/icon-sets.ts); the page draws them from the same
 * packages. The lists are static, so they are served from the worker's code and work offline.
 */
const SETS: Record<IconSetName, Omit<IconSet, 'list'>> = {
  feather: { namespace: 'feather', name: 'Feather', grid: 'icon-size-6' },
  'heroicons-outline': { namespace: 'heroicons_outline', name: 'Heroicons Outline', grid: 'icon-size-6' },
  'heroicons-solid': { namespace: 'heroicons_solid', name: 'Heroicons Solid', grid: 'icon-size-5' },
  // Iconsmind is not published; its place is held by Streamline's free line set, named as what it is.
  iconsmind: { namespace: 'iconsmind', name: 'Streamline', grid: 'icon-size-10' },
  'material-solid': { namespace: 'mat_solid', name: 'Material Solid', grid: 'icon-size-6' },
  'material-outline': { namespace: 'mat_outline', name: 'Material Outline', grid: 'icon-size-6' },
  'material-twotone': { namespace: '', name: 'Material Twotone', grid: 'icon-size-6' },
}

const iconRoute = (set: IconSetName): Route => ({
  method: 'GET',
  pattern: `api/ui/icons/${set}`,
  handler: async (): Promise<IconSet> => ({ ...SETS[set], list: [...ICON_NAMES[set]] }),
})

export const iconsRoutes = defineRoutes(ICON_SETS.map(iconRoute))
