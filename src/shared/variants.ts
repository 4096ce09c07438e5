/** White-label variants: what each build target serves as its configuration and manifest. */
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

export const BUILD_TARGETS = ['barber', 'gym', 'visionLatina', 'vidaSaludable', 'vidaSaludableNutri', 'futbol', 'picoTaller'] as const
export type BuildTarget = (typeof BUILD_TARGETS)[number]

export const DEFAULT_TARGET: BuildTarget = 'vidaSaludable'

export type ThemeName = 'theme-default' | 'theme-brand' | 'theme-teal' | 'theme-rose' | 'theme-purple' | 'theme-amber'

export interface Variant {
  app: BuildTarget
  name: string
  shortName: string
  description: string
  isSvg: boolean
  theme: ThemeName
  themeColor: string
}

export const VARIANTS: Record<BuildTarget, Variant> = {
  vidaSaludable: { app: 'vidaSaludable', name: 'Vida Saludable', shortName: 'Vida Saludable', description: 'Clínica Vida Saludable: agenda, pacientes y servicios', isSvg: true, theme: 'theme-teal', themeColor: '#0d9488' },
  vidaSaludableNutri: { app: 'vidaSaludableNutri', name: 'Vida Saludable Nutrición', shortName: 'VS Nutri', description: 'Consulta de nutrición Vida Saludable', isSvg: true, theme: 'theme-amber', themeColor: '#d97706' },
  gym: { app: 'gym', name: 'Gym Fuerza', shortName: 'Gym', description: 'Clases, entrenadores y membresías', isSvg: true, theme: 'theme-brand', themeColor: '#2563eb' },
  barber: { app: 'barber', name: 'Barbería Clásica', shortName: 'Barbería', description: 'Servicios de barbería y reservas', isSvg: false, theme: 'theme-rose', themeColor: '#e11d48' },
  futbol: { app: 'futbol', name: 'Club de Fútbol', shortName: 'Fútbol', description: 'Partidos, entrenamientos y plantilla', isSvg: true, theme: 'theme-default', themeColor: '#4f46e5' },
  visionLatina: { app: 'visionLatina', name: 'Visión Latina', shortName: 'Visión Latina', description: 'Centro óptico Visión Latina', isSvg: false, theme: 'theme-purple', themeColor: '#9333ea' },
  picoTaller: { app: 'picoTaller', name: 'Pico Taller', shortName: 'Pico Taller', description: 'Taller mecánico Pico', isSvg: true, theme: 'theme-amber', themeColor: '#d97706' },
}

export function resolveVariant(mode: string): Variant & { manifest: Record<string, unknown> } {
  const target = (BUILD_TARGETS as readonly string[]).includes(mode) ? (mode as BuildTarget) : DEFAULT_TARGET
  const v = VARIANTS[target]
  return {
    ...v,
    manifest: {
      name: v.name,
      short_name: v.shortName,
      description: v.description,
      lang: 'es',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#0f172a',
      theme_color: v.themeColor,
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  }
}
