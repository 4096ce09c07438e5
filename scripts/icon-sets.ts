import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Plugin } from 'vite'
import { ICON_SETS, type IconSetName } from '../src/shared/constants/dashboards.ts'

interface IconifyJson {
  prefix: string
  width?: number
  height?: number
  icons: Record<string, { body: string; width?: number; height?: number; hidden?: boolean }>
}

interface IconifyInfo {
  name: string
  author?: { name: string }
  license?: { spdx?: string; title?: string }
}

/**
 * Where each of the template's seven sets really comes from (docs/libraries.md says why each package):
 * `pick` gives the set's name for a package icon, or null when the icon belongs to another set of the
 * same package (heroicons ships outline and solid side by side, Google's Material Icons five styles).
 */
export const SET_SOURCES: Record<IconSetName, { pkg: string; pick: (name: string) => string | null }> = {
  feather: { pkg: '@iconify-json/feather', pick: (n) => n },
  // Heroicons v2: the bare names are the 24 px outline icons; the template's solid set is the 20 px one.
  'heroicons-outline': { pkg: '@iconify-json/heroicons', pick: (n) => (/-(16|20)?-?solid$/.test(n) ? null : n) },
  'heroicons-solid': { pkg: '@iconify-json/heroicons', pick: (n) => strip(n, '', '-20-solid') },
  // Iconsmind is sold, not published; Streamline's free line icons are the closest open set (see docs).
  iconsmind: { pkg: '@iconify-json/streamline', pick: (n) => (/-(remix|solid)$/.test(n) ? null : n) },
  // Google's Material Icons under their own names (`account_circle`), as the template spells them.
  'material-solid': { pkg: '@iconify-json/ic', pick: (n) => underscored(strip(n, 'baseline-')) },
  'material-outline': { pkg: '@iconify-json/ic', pick: (n) => underscored(strip(n, 'outline-')) },
  'material-twotone': { pkg: '@iconify-json/ic', pick: (n) => underscored(strip(n, 'twotone-')) },
}

function strip(name: string, prefix: string, suffix = ''): string | null {
  if (!name.startsWith(prefix) || !name.endsWith(suffix)) return null
  return name.slice(prefix.length, name.length - suffix.length) || null
}

const underscored = (name: string | null) => (name === null ? null : name.replace(/-/g, '_'))

const require = createRequire(import.meta.url)
const packages = new Map<string, IconifyJson & { info: IconifyInfo }>()
const readJson = (file: string): unknown => JSON.parse(readFileSync(require.resolve(file), 'utf8'))

function readPackage(pkg: string): IconifyJson & { info: IconifyInfo } {
  let json = packages.get(pkg)
  if (!json) {
    json = { ...(readJson(`${pkg}/icons.json`) as IconifyJson), info: readJson(`${pkg}/info.json`) as IconifyInfo }
    packages.set(pkg, json)
  }
  return json
}

/** Who made a set and under which licence: shown beside the set, as its licence asks (CC BY for Streamline). */
export interface SetSource {
  name: string
  author: string
  license: string
}

/** An icon as the page draws it: its SVG body, with its own box when it differs from the set's. */
export type SetIcon = string | [body: string, width: number, height: number]

/** A set's icons by their names in the set, sorted; hidden icons (kept by iconify for old names) are left out. */
export function readSet(set: IconSetName): {
  width: number
  height: number
  source: SetSource
  icons: Record<string, SetIcon>
} {
  const from = SET_SOURCES[set]
  const json = readPackage(from.pkg)
  const width = json.width ?? 16
  const height = json.height ?? 16
  const entries: [string, SetIcon][] = []
  for (const [name, icon] of Object.entries(json.icons)) {
    const own = from.pick(name)
    if (own === null || icon.hidden) continue
    const w = icon.width ?? width
    const h = icon.height ?? height
    entries.push([own, w === width && h === height ? icon.body : [icon.body, w, h]])
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const { info } = json
  const source = {
    name: info.name,
    author: info.author?.name ?? '',
    license: info.license?.spdx ?? info.license?.title ?? '',
  }
  return { width, height, source, icons: Object.fromEntries(entries) }
}

const SET_PREFIX = 'virtual:icon-set/'
const NAMES = 'virtual:icon-names'

/**
 * `virtual:icon-set/<set>`: one set's drawings, cut from its package at build time, so the icons page's lazy
 * chunk for a set holds that set alone (the whole Material Icons package is five sets). `virtual:icon-names`:
 * every set's names, for the service worker's icon API.
 */
export function iconSets(): Plugin {
  return {
    name: 'icon-sets',
    resolveId: (id) => (id.startsWith(SET_PREFIX) || id === NAMES ? `\0${id}` : null),
    load(id) {
      if (id === `\0${NAMES}`) {
        const names = Object.fromEntries(ICON_SETS.map((s) => [s, Object.keys(readSet(s).icons)]))
        return `export default ${JSON.stringify(names)}`
      }
      if (!id.startsWith(`\0${SET_PREFIX}`)) return null
      const set = id.slice(SET_PREFIX.length + 1) as IconSetName
      if (!ICON_SETS.includes(set)) throw new Error(`No icon set '${set}'`)
      return `export default ${JSON.stringify(readSet(set))}`
    },
  }
}
