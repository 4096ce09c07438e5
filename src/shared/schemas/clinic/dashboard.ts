import type { AppointmentState, AppointmentView } from './appointments'
import type { TimeRange } from './doctors'
import type { Doctor } from './doctors'
import type { Person } from './persons'
import type { Role } from '../auth'

/** GET api/medical/dashboard answer: the day at a glance (`date` defaults to today). */
export interface DashboardAnswer {
  date: string
  /** Local wall-clock now, YYYY-MM-DDTHH:mm. */
  now: string
  /** Count per state of that day's appointments (every state present, 0 when none). */
  byState: Record<AppointmentState, number>
  total: number
  /** Up to 10 appointments still to attend that day (scheduled, confirmed, checked-in, in-progress), by start. */
  next: AppointmentView[]
  doctorsOnDuty: Array<{
    doctorId: string
    name: string
    color: string
    specialtyId: string
    specialtyName: string
    windows: TimeRange[]
    appointments: number
    /** The doctor's appointment in progress now, if any. */
    currentAppointmentId: string | null
  }>
  /** Active products at or below their minimum stock (admin and reception; else null). */
  lowStockProducts: number | null
}

/** GET api/medical/me answer: who the signed-in account is in the clinic. */
export interface MeAnswer {
  role: Role
  userId: string
  /** The account's person id: the doctor id for a doctor account, the patient id for a patient. */
  personId: string | null
  doctor: Doctor | null
  patient: Person | null
}
