import { lazy } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { HOME_VIEWS } from '../loaders/home-views'

const route = getRouteApi('/gym/home')

// A business is a clinic or a gym, never both: each home is its own chunk, so a first visit carries only
// the one it shows (the other cost about 3 kB gzip on every first page of the clinic build). The loader
// fetches the chunk beside the data, so this never waits on it alone.
const ClinicHome = lazy(() => HOME_VIEWS.clinic().then((m) => ({ default: m.ClinicHome })))
const GymHome = lazy(() => HOME_VIEWS.gym().then((m) => ({ default: m.GymHome })))

/** /gym/home: the module home of the build's business: its clinic for a clinic build, else its gym. */
export function ModuleHome() {
  const clinic = route.useLoaderData({ select: (d) => d.clinic !== null })
  return clinic ? <ClinicHome /> : <GymHome />
}
