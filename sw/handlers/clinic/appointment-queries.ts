import type Dexie from 'dexie'
import type { Appointment, AppointmentView } from '@/shared/schemas/clinic/appointments'
import type { BlockedPeriod } from '@/shared/schemas/clinic/blocked-periods'
import type { Procedure } from '@/shared/schemas/clinic/catalog'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import type { Person } from '@/shared/schemas/clinic/persons'
import { addDays } from '@/shared/clinic/time'
import type { BookingWorld } from '@/shared/clinic/rules'

export const APPOINTMENTS = 'appointments'

/** Appointments of a doctor (or a patient) starting between two dates, both included. */
export function appointmentsBetween(
  db: Dexie,
  by: 'doctorId' | 'patientId',
  id: string,
  from: string,
  to: string,
): Promise<Appointment[]> {
  return db
    .table(APPOINTMENTS)
    .where(`[${by}+start]`)
    .between([id, `${from}T00:00`], [id, `${to}T23:59`], true, true)
    .toArray() as Promise<Appointment[]>
}

/**
 * What the booking rules need around a date: the blocked periods and the appointments of the doctor
 * and the patient from the day before to the day after (buffers may reach across midnight).
 */
export async function worldAround(
  db: Dexie,
  date: string,
  who: { doctorId: string; patientId?: string | null },
  now: string,
  excludeId?: string,
): Promise<BookingWorld> {
  const from = addDays(date, -1)
  const to = addDays(date, 1)
  const [blocked, doctorAppts, patientAppts] = await Promise.all([
    db.table('blockedPeriods').toArray() as Promise<BlockedPeriod[]>,
    appointmentsBetween(db, 'doctorId', who.doctorId, from, to),
    who.patientId ? appointmentsBetween(db, 'patientId', who.patientId, from, to) : Promise.resolve([]),
  ])
  const byId = new Map([...doctorAppts, ...patientAppts].map((a) => [a.id, a]))
  return { now, blocked, appointments: [...byId.values()], excludeId }
}

/** Appointments with what a list or agenda shows of their patient, doctor and procedure. */
export async function viewsOf(db: Dexie, rows: Appointment[]): Promise<AppointmentView[]> {
  const ids = (key: 'patientId' | 'doctorId' | 'procedureId') => [...new Set(rows.map((r) => r[key]))]
  const [patients, doctors, procedures] = await Promise.all([
    db.table('persons').bulkGet(ids('patientId')) as Promise<Array<Person | undefined>>,
    db.table('doctors').bulkGet(ids('doctorId')) as Promise<Array<Doctor | undefined>>,
    db.table('procedures').bulkGet(ids('procedureId')) as Promise<Array<Procedure | undefined>>,
  ])
  const index = <T extends { id: string }>(list: Array<T | undefined>) =>
    new Map(list.filter((x): x is T => !!x).map((x) => [x.id, x]))
  const p = index(patients)
  const d = index(doctors)
  const pr = index(procedures)
  return rows.map((r) => {
    const patient = p.get(r.patientId)
    const doctor = d.get(r.doctorId)
    const procedure = pr.get(r.procedureId)
    return {
      ...r,
      patient: patient
        ? { id: patient.id, fullName: patient.fullName, documentNumber: patient.documentNumber, phone: patient.phone }
        : null,
      doctor: doctor
        ? { id: doctor.id, name: doctor.name, color: doctor.color, specialtyId: doctor.specialtyId }
        : null,
      procedure: procedure
        ? { id: procedure.id, code: procedure.code, name: procedure.name, durationMinutes: procedure.durationMinutes }
        : null,
    }
  })
}

export async function viewOf(db: Dexie, row: Appointment): Promise<AppointmentView> {
  return (await viewsOf(db, [row]))[0]!
}
