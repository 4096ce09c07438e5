import { SYNCED_TABLES } from '@/shared/db/synced-tables'
import type { Actor, Role } from '../tokens'

export { SYNCED_TABLES }

/** What every clinic account reads to book and show an agenda; patients see nothing else but their own. */
const CLINIC_CATALOGUE = [
  'specialties',
  'doctors',
  'procedureCategories',
  'procedures',
  'blockedPeriods',
  'scheduleDays',
]
const ADMIN_ONLY_WRITES = [...CLINIC_CATALOGUE, 'clinicProductCategories']

/** Tables a patient's device pulls whole; `persons` and `appointments` it pulls only where they are its own. */
export const PATIENT_TABLES: readonly string[] = CLINIC_CATALOGUE
export const PATIENT_OWNED_TABLES = ['persons', 'appointments'] as const

type Row = Record<string, unknown> | null

/** The patient a row belongs to, which decides what a patient's device may pull and push. */
export function patientOf(table: string, row: Row): string | null {
  if (!row) return null
  if (table === 'persons') return typeof row.id === 'string' ? row.id : null
  if (table === 'appointments') return typeof row.patientId === 'string' ? row.patientId : null
  return null
}

/**
 * May `actor` replace `current` (the server's row, null when there is none) by `next` (null: a deletion)?
 * Answers why not, or null when allowed. Both sides are checked, so nobody moves a row into or out of
 * what they own.
 */
export function forbiddenWrite(actor: Actor, table: string, current: Row, next: Row): string | null {
  const { role } = actor
  if (role === 'admin') return null
  if (table === 'supportRequests') return forbiddenSupportRequest(actor, current, next)
  if (ADMIN_ONLY_WRITES.includes(table)) return `Only an admin changes ${table}`
  const isClinic =
    table === 'persons' || table === 'appointments' || table === 'clinicProducts' || table === 'stockMovements'
  if (role === 'reception') {
    if (table === 'clinicProducts' && (!current || !next)) return 'Only an admin creates or deletes products'
    return null
  }
  if (role === 'doctor') {
    if (!isClinic) return null
    if (table !== 'appointments') return `A doctor does not change ${table}`
    if (!current || !next) return 'A doctor neither books nor deletes appointments'
    const own = (r: Row) => r?.doctorId === actor.personId
    return own(current) && own(next) ? null : 'Doctors change only their own appointments'
  }
  // A patient: only its own record and its own appointments, never a deletion.
  if (table !== 'persons' && table !== 'appointments') return `A patient does not change ${table}`
  if (!next) return 'A patient deletes nothing'
  const own = (r: Row) => r === null || patientOf(table, r) === actor.personId
  return actor.personId && own(current) && own(next) ? null : 'Patients change only their own records'
}

/**
 * Anyone files a support request, as themselves (the worker's `support` row: every role writes, and the
 * filer is the account); nobody but an admin changes or removes one.
 */
function forbiddenSupportRequest(actor: Actor, current: Row, next: Row): string | null {
  if (current || !next) return 'Only an admin changes or deletes support requests'
  return next.userId === actor.accountId ? null : 'A support request is filed by its own account'
}

export const canPullEverything = (role: Role) => role !== 'patient'

/** May `actor` see this row (data, or null for a tombstone)? The same rule as what it pulls. */
export function mayRead(actor: Actor, table: string, row: Row): boolean {
  if (canPullEverything(actor.role)) return true
  if (PATIENT_TABLES.includes(table)) return true
  return (
    (PATIENT_OWNED_TABLES as readonly string[]).includes(table) &&
    row !== null &&
    patientOf(table, row) === actor.personId
  )
}
