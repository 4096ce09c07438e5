/**
 * White-label variants: what each build target serves as its configuration, name, logo, colour theme and
 * web manifest. Read by vite.config.ts (at build time), the service worker (the served configuration) and
 * the page (names, logos, the redirect after boot).
 */
export const APP_VALUES = [
  'gym',
  'picoTaller',
  'visionLatina',
  'vidaSaludable',
  'vidaSaludableNutri',
  'inxxeptionApps',
  'elcastillo',
  'barber',
  'futbol',
] as const
export type AppValue = (typeof APP_VALUES)[number]

export const BUILD_TARGETS = [
  'barber',
  'gym',
  'visionLatina',
  'vidaSaludable',
  'vidaSaludableNutri',
  'futbol',
  'picoTaller',
] as const
export type BuildTarget = (typeof BUILD_TARGETS)[number]

export const DEFAULT_TARGET: BuildTarget = 'vidaSaludable'

export type ThemeName = 'theme-default' | 'theme-brand' | 'theme-teal' | 'theme-rose' | 'theme-purple' | 'theme-amber'

/** The public module a configuration value opens after boot (SPEC section 2). */
export type VariantModule = 'gym' | 'barber' | 'futbol'

/** What kind of business a build serves; picks the copy of the landing page. */
export type BusinessKind = 'clinic' | 'nutrition' | 'gym' | 'barber' | 'football' | 'optics' | 'workshop'

export interface Variant {
  app: BuildTarget
  name: string
  shortName: string
  description: string
  /** Whether the logo is an SVG (served in the configuration as `isSvg`); otherwise a PNG. */
  isSvg: boolean
  theme: ThemeName
  themeColor: string
  kind: BusinessKind
  /** Root-relative path of the logo in public/ (SVG or PNG, per isSvg). */
  logo: string
  /** Folder in public/ holding icon-192.png, icon-512.png and icon-maskable-512.png. */
  iconDir: string
}

const assets = (app: BuildTarget, isSvg: boolean) => ({
  logo: `/logos/${app}.${isSvg ? 'svg' : 'png'}`,
  iconDir: `/icons/${app}`,
})

export const VARIANTS: Record<BuildTarget, Variant> = {
  vidaSaludable: {
    app: 'vidaSaludable',
    name: 'Vida Saludable',
    shortName: 'Vida Saludable',
    description: 'Clínica Vida Saludable: agenda, pacientes y servicios',
    isSvg: true,
    theme: 'theme-teal',
    themeColor: '#0d9488',
    kind: 'clinic',
    ...assets('vidaSaludable', true),
  },
  vidaSaludableNutri: {
    app: 'vidaSaludableNutri',
    name: 'Vida Saludable Nutrición',
    shortName: 'VS Nutri',
    description: 'Consulta de nutrición Vida Saludable',
    isSvg: true,
    theme: 'theme-amber',
    themeColor: '#d97706',
    kind: 'nutrition',
    ...assets('vidaSaludableNutri', true),
  },
  gym: {
    app: 'gym',
    name: 'Gym Fuerza',
    shortName: 'Gym',
    description: 'Clases, entrenadores y membresías',
    isSvg: true,
    theme: 'theme-brand',
    themeColor: '#2563eb',
    kind: 'gym',
    ...assets('gym', true),
  },
  barber: {
    app: 'barber',
    name: 'Barbería Clásica',
    shortName: 'Barbería',
    description: 'Servicios de barbería y reservas',
    isSvg: false,
    theme: 'theme-rose',
    themeColor: '#e11d48',
    kind: 'barber',
    ...assets('barber', false),
  },
  futbol: {
    app: 'futbol',
    name: 'Club de Fútbol',
    shortName: 'Fútbol',
    description: 'Partidos, entrenamientos y plantilla',
    isSvg: true,
    theme: 'theme-default',
    themeColor: '#4f46e5',
    kind: 'football',
    ...assets('futbol', true),
  },
  visionLatina: {
    app: 'visionLatina',
    name: 'Visión Latina',
    shortName: 'Visión Latina',
    description: 'Centro óptico Visión Latina',
    isSvg: false,
    theme: 'theme-purple',
    themeColor: '#9333ea',
    kind: 'optics',
    ...assets('visionLatina', false),
  },
  picoTaller: {
    app: 'picoTaller',
    name: 'Pico Taller',
    shortName: 'Pico Taller',
    description: 'Taller mecánico Pico',
    isSvg: true,
    theme: 'theme-amber',
    themeColor: '#d97706',
    kind: 'workshop',
    ...assets('picoTaller', true),
  },
}

const MODULE_OF: Record<AppValue, VariantModule> = {
  gym: 'gym',
  picoTaller: 'gym',
  visionLatina: 'gym',
  vidaSaludable: 'gym',
  vidaSaludableNutri: 'gym',
  inxxeptionApps: 'gym',
  elcastillo: 'gym',
  barber: 'barber',
  futbol: 'futbol',
}

export const isAppValue = (value: unknown): value is AppValue =>
  typeof value === 'string' && (APP_VALUES as readonly string[]).includes(value)

/** The home route a configuration value leads to after boot, or undefined for an unknown value. */
export function homePathFor(app: unknown): `/${VariantModule}/home` | undefined {
  return isAppValue(app) ? `/${MODULE_OF[app]}/home` : undefined
}

/** The `data` of `GET api/common/config` for a build. */
export interface AppConfig {
  app: AppValue
  isSvg: boolean
}

export const configFor = (target: BuildTarget): AppConfig => ({ app: target, isSvg: VARIANTS[target].isSvg })

export function resolveTarget(mode: string): BuildTarget {
  return (BUILD_TARGETS as readonly string[]).includes(mode) ? (mode as BuildTarget) : DEFAULT_TARGET
}

export function manifestFor(v: Variant): Record<string, unknown> {
  const icon = (file: string) => `${v.iconDir.slice(1)}/${file}`
  return {
    id: '/',
    name: v.name,
    short_name: v.shortName,
    description: v.description,
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#0f172a',
    theme_color: v.themeColor,
    icons: [
      { src: icon('icon-192.png'), sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: icon('icon-512.png'), sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: icon('icon-maskable-512.png'), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  }
}

export function resolveVariant(mode: string): Variant & { manifest: Record<string, unknown> } {
  const v = VARIANTS[resolveTarget(mode)]
  return { ...v, manifest: manifestFor(v) }
}
