import type { BarberService, BarberWithSlot } from '@/shared/schemas/variants'
import { getBarberServices, getBarbers, getMyAppointments } from '../api/barber'
import { settle, type Settled } from '../lib/settle'

export interface BarberHomeDeps {
  /** The chosen service; the first one when not given. */
  service?: string
  /** The signed-in user, whose appointments show. */
  user?: string
}

/** Everything /barber/home shows, each part settled on its own. */
export async function loadBarberHome({ service, user }: BarberHomeDeps) {
  const servicesRequest = settle(getBarberServices())
  // Each barber's next free time depends on the service's length: a chosen service loads alongside the
  // list, the default one has to wait for it.
  const barbersRequest = service ? settle(getBarbers(service)) : barbersOfFirst(servicesRequest)
  const mineRequest = user ? settle(getMyAppointments()) : undefined
  const services = await servicesRequest
  return {
    services,
    serviceId: service ?? services.data?.[0]?.id,
    barbers: await barbersRequest,
    mine: await mineRequest,
  }
}

async function barbersOfFirst(servicesRequest: Promise<Settled<BarberService[]>>): Promise<Settled<BarberWithSlot[]>> {
  const services = await servicesRequest
  // Without the services there is no length to ask for: the barbers' block shows the same error and retry.
  if (services.error) return services
  const first = services.data[0]
  return first ? settle(getBarbers(first.id)) : { data: [] }
}
