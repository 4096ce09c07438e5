import type { DeviceConflict } from '@/shared/sync/device-meta'

/** The clinic's booking page for a new appointment (`id` 0) with its search params prefilled. */
export interface BookingLink {
  to: '/medical/envio-medical/$id'
  params: { id: '0' }
  search: { patientId?: string; doctorId?: string; procedureId?: string; date?: string }
}

const field = (row: Record<string, unknown>, key: string) =>
  typeof row[key] === 'string' && row[key] ? (row[key] as string) : undefined

/**
 * "Choose another time" for a refused booking: the booking page with the same patient, doctor and
 * procedure, on the day it was meant for, so only the time is left to choose. Undefined for anything but
 * a refused appointment the device wrote.
 */
export function anotherTimeLink(conflict: Pick<DeviceConflict, 'table' | 'mine'>): BookingLink | undefined {
  if (conflict.table !== 'appointments' || !conflict.mine) return undefined
  const mine = conflict.mine
  const date = field(mine, 'start')?.slice(0, 10)
  const search = {
    patientId: field(mine, 'patientId'),
    doctorId: field(mine, 'doctorId'),
    procedureId: field(mine, 'procedureId'),
    date,
  }
  return {
    to: '/medical/envio-medical/$id',
    params: { id: '0' },
    search: Object.fromEntries(Object.entries(search).filter(([, v]) => v)),
  }
}

/** The same link as a URL, for the notification that leads to it. */
export function bookingHref(link: BookingLink): string {
  const query = new URLSearchParams(Object.entries(link.search).filter((e): e is [string, string] => !!e[1])).toString()
  return `/medical/envio-medical/0${query ? `?${query}` : ''}`
}
