import { useSyncExternalStore } from 'react'
import { variant } from './variant'
import { THEMES, type ThemeId } from '@/theme/palettes'

/** The shell's layouts; `classy` unless the URL, the route or the user asks for another. */
export const LAYOUTS = [
  'empty',
  'centered',
  'enterprise',
  'material',
  'modern',
  'classic',
  'classy',
  'compact',
  'dense',
  'futuristic',
  'thin',
] as const
export type LayoutName = (typeof LAYOUTS)[number]
export const DEFAULT_LAYOUT: LayoutName = 'classy'

/** The user's choice: a fixed scheme, or `auto` to follow the system's light or dark setting. */
export type Scheme = 'light' | 'dark' | 'auto'
export type AppliedScheme = 'light' | 'dark'
export const SCHEMES: readonly Scheme[] = ['light', 'dark', 'auto']
// A device nobody has chosen on follows its system, so a light system does not open dark.
export const DEFAULT_SCHEME: Scheme = 'auto'
export const isScheme = (value: unknown): value is Scheme =>
  typeof value === 'string' && (SCHEMES as readonly string[]).includes(value)

/** The scheme the page shows for a choice, given whether the system asks for dark. */
export const appliedScheme = (choice: Scheme, systemDark: boolean): AppliedScheme =>
  choice === 'auto' ? (systemDark ? 'dark' : 'light') : choice
export type NavPosition = 'left' | 'right'

export const isLayout = (value: unknown): value is LayoutName =>
  typeof value === 'string' && (LAYOUTS as readonly string[]).includes(value)
const isTheme = (value: unknown): value is ThemeId => THEMES.some((t) => t.id === value)

/**
 * Which layout a page gets: the `layout` query parameter wins, then the route's `staticData.layout`,
 * then the user's choice from the settings drawer, then the default.
 */
export function resolveLayout(sources: { query?: unknown; route?: unknown; user?: unknown }): LayoutName {
  for (const candidate of [sources.query, sources.route, sources.user]) if (isLayout(candidate)) return candidate
  return DEFAULT_LAYOUT
}

// The keys index.html reads before the first paint: keep them.
const KEYS = { scheme: 'scheme', palette: 'palette', layout: 'layout', navPosition: 'navPosition' } as const

export interface ThemePrefs {
  scheme: Scheme
  /** What `scheme` shows now (`auto` resolved against the system). */
  applied: AppliedScheme
  palette: ThemeId
  /** The user's own choice; the page may still show another one (query parameter, route data). */
  layout: LayoutName
  navPosition: NavPosition
}

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

const systemDark = () => typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches

function load(): ThemePrefs {
  const stored = read(KEYS.scheme)
  const scheme = isScheme(stored) ? stored : DEFAULT_SCHEME
  const palette = read(KEYS.palette)
  const layout = read(KEYS.layout)
  return {
    scheme,
    applied: appliedScheme(scheme, systemDark()),
    // A variant build may bring its own colour theme; the user's choice wins over it.
    palette: isTheme(palette) ? palette : variant().theme,
    layout: isLayout(layout) ? layout : DEFAULT_LAYOUT,
    navPosition: read(KEYS.navPosition) === 'right' ? 'right' : 'left',
  }
}

let prefs: ThemePrefs = load()
const listeners = new Set<() => void>()

function apply() {
  if (typeof document === 'undefined') return
  const html = document.documentElement
  html.classList.toggle('dark', prefs.applied === 'dark')
  html.setAttribute('data-palette', prefs.palette)
}

function update(changes: Partial<Omit<ThemePrefs, 'applied'>>) {
  prefs = { ...prefs, ...changes }
  prefs.applied = appliedScheme(prefs.scheme, systemDark())
  for (const [key, value] of Object.entries(changes)) {
    try {
      localStorage.setItem(KEYS[key as keyof typeof KEYS], String(value))
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }
  apply()
  listeners.forEach((l) => l())
}

if (typeof window !== 'undefined') {
  apply()
  // Another tab changed the look: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key === null || (Object.values(KEYS) as string[]).includes(e.key)) {
      prefs = load()
      apply()
      listeners.forEach((l) => l())
    }
  })
  // The system switched between light and dark (often at dusk): `auto` follows it.
  if (typeof matchMedia === 'function') {
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
      const applied = appliedScheme(prefs.scheme, systemDark())
      if (applied === prefs.applied) return
      prefs = { ...prefs, applied }
      apply()
      listeners.forEach((l) => l())
    })
  }
}

export const themePrefs = {
  get: () => prefs,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  setScheme: (scheme: Scheme) => update({ scheme }),
  setPalette: (palette: ThemeId) => update({ palette }),
  setLayout: (layout: LayoutName) => update({ layout }),
  setNavPosition: (navPosition: NavPosition) => update({ navPosition }),
}

export const useThemePrefs = () => useSyncExternalStore(themePrefs.subscribe, themePrefs.get, themePrefs.get)
