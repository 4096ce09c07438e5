import { configFor, type AppConfig, type BuildTarget } from '@/shared/variants'
import type { Envelope } from '@/shared/schemas/auth'
import { defineRoutes } from '../router/types'

// Replaced at build time by the variant the build was made for (vite.config.ts defines it for the page
// and for this worker alike), so the served configuration is always the build's own.
declare const __APP_VARIANT__: BuildTarget

export const configRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/common/config',
    public: true,
    handler: async (): Promise<Envelope & { data: AppConfig }> => ({
      exito: true,
      mensaje: 'Configuración obtenida',
      data: configFor(__APP_VARIANT__),
    }),
  },
])
