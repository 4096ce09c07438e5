// Loads every lucide icon: this module is only reached from the icons page's chunk.
import { icons } from 'lucide-react'
import { CircleDashed } from 'lucide-react'
import type { IconSetName } from '@/shared/schemas/dashboards'
import { componentName } from '../lib/icons'

/** How each set draws lucide's line icons, so the sets look like what their names promise. */
function look(set: IconSetName): { strokeWidth: number; fill?: string; fillOpacity?: number } {
  if (set === 'heroicons-solid' || set === 'material-solid') return { strokeWidth: 2.5 }
  if (set === 'heroicons-outline' || set === 'material-outline') return { strokeWidth: 1.5 }
  if (set === 'material-twotone') return { strokeWidth: 1.75, fill: 'currentColor', fillOpacity: 0.2 }
  if (set === 'iconsmind') return { strokeWidth: 1.25 }
  return { strokeWidth: 2 }
}

/** A lucide icon by its kebab-case name; a dashed circle stands in for a name this lucide version lacks. */
export function LucideIcon({ name, set, size }: { name: string; set: IconSetName; size: number }) {
  const Icon = icons[componentName(name) as keyof typeof icons] ?? CircleDashed
  return <Icon size={size} aria-hidden {...look(set)} />
}
