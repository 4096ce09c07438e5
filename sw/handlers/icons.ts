import { ICON_SETS, type IconSetName } from '@/shared/constants/dashboards'
import type { IconSet } from '@/shared/schemas/dashboards'
import { FEATHER_ICONS } from '@seeds/data/icons-feather'
import { HEROICONS_ICONS } from '@seeds/data/icons-heroicons'
import { ALL_ICONS } from '@seeds/data/icons-lucide'
import { defineRoutes, type Route } from '../router/types'

/**
 * The icon sets of the template's icons page, with its namespaces and grid classes. The names are lucide's (the
 * icons the page can draw): Feather's and Heroicons' under their lucide names, the material and iconsmind sets
 * every lucide icon. The lists are static, so they are served from the worker's code and work offline.
 */
const SETS: Record<IconSetName, Omit<IconSet, 'list'> & { list: readonly string[] }> = {
  feather: { namespace: 'feather', name: 'Feather', grid: 'icon-size-6', list: FEATHER_ICONS },
  'heroicons-outline': { namespace: 'heroicons_outline', name: 'Heroicons Outline', grid: 'icon-size-6', list: HEROICONS_ICONS },
  'heroicons-solid': { namespace: 'heroicons_solid', name: 'Heroicons Solid', grid: 'icon-size-5', list: HEROICONS_ICONS },
  iconsmind: { namespace: 'iconsmind', name: 'Iconsmind', grid: 'icon-size-10', list: ALL_ICONS },
  'material-solid': { namespace: 'mat_solid', name: 'Material Solid', grid: 'icon-size-6', list: ALL_ICONS },
  'material-outline': { namespace: 'mat_outline', name: 'Material Outline', grid: 'icon-size-6', list: ALL_ICONS },
  'material-twotone': { namespace: '', name: 'Material Twotone', grid: 'icon-size-6', list: ALL_ICONS },
}

const iconRoute = (set: IconSetName): Route => ({
  method: 'GET',
  pattern: `api/ui/icons/${set}`,
  handler: async (): Promise<IconSet> => ({ ...SETS[set], list: [...SETS[set].list] }),
})

export const iconsRoutes = defineRoutes(ICON_SETS.map(iconRoute))
