import type { Role } from '@/shared/schemas/auth'
import { BUILD_TARGETS, VARIANTS, type BuildTarget, type Variant } from '@/shared/variants'
import { servesClinic } from '@/lib/landing'
import { getConfig } from '../api/get-config'
import { loadClinicHome } from './clinic-home'
import { loadGymHome, type GymHomeDeps } from './gym-home'
import { HOME_VIEWS, type HomeViews } from './home-views'

export interface ModuleHomeDeps extends GymHomeDeps {
  role?: Role
}

const isBuildTarget = (app: unknown): app is BuildTarget =>
  typeof app === 'string' && (BUILD_TARGETS as readonly string[]).includes(app)

/** Whether the business the configuration names (`api/common/config`) is the clinic; the build's own when it cannot say. */
async function clinicBusiness(build: Pick<Variant, 'kind'>): Promise<boolean> {
  try {
    const answer = await getConfig()
    if (!answer?.exito) return servesClinic(build)
    return isBuildTarget(answer.data?.app) && servesClinic(VARIANTS[answer.data.app])
  } catch {
    return servesClinic(build)
  }
}

/**
 * /gym/home is the module home of every business the spec sends there: the clinic's builds show their
 * clinic there, any other its gym. One of the two parts is always null.
 */
export async function loadModuleHome(
  deps: ModuleHomeDeps,
  build: Pick<Variant, 'kind'>,
  views: HomeViews = HOME_VIEWS,
) {
  if (await clinicBusiness(build)) {
    const [clinic] = await Promise.all([loadClinicHome({ role: deps.role }), views.clinic()])
    return { gym: null, clinic }
  }
  const [gym] = await Promise.all([loadGymHome(deps), views.gym()])
  return { gym, clinic: null }
}
