import { getRouteApi } from '@tanstack/react-router'
import { ClinicHome } from './clinic-home'
import { GymHome } from './gym-home'

const route = getRouteApi('/gym/home')

/** /gym/home: the module home of the build's business: its clinic for a clinic build, else its gym. */
export function ModuleHome() {
  const clinic = route.useLoaderData({ select: (d) => d.clinic !== null })
  return clinic ? <ClinicHome /> : <GymHome />
}
