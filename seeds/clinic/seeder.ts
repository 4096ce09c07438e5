import { seedRows } from '@/shared/db/mutate'
import { hashPassword } from '@/shared/passwords'
import type { AccountRow } from '@/shared/db/account-row'
import { addDays, eachDate, localDate } from '@/shared/clinic/time'
import { scheduleGrid } from '@/shared/clinic/schedule'
import { DEMO_USER_ID } from '../core'
import { seededFaker } from '../random'
import type { Seeder } from '../types'
import {
  HOLIDAYS_FIXED,
  PROCEDURES,
  PROCEDURE_CATEGORIES,
  PRODUCT_CATEGORIES,
  SPECIALTIES,
  type SpecialtyKey,
} from './catalog-data'
import { buildDoctors, buildPatients } from './people'
import { buildStock } from './stock'
import { buildAppointments } from './appointments'

/** The clinic accounts besides the demo admin (docs/clinic.md lists them for the README). */
export const CLINIC_ACCOUNTS = {
  reception: { email: 'recepcion@clinica.test', password: 'recepcion', name: 'Rocío Méndez Salas' },
  doctor: { email: 'doctor@clinica.test', password: 'doctor' },
  patient: { email: 'paciente@clinica.test', password: 'paciente' },
} as const

export const CLINIC_TABLES = [
  'persons',
  'specialties',
  'doctors',
  'blockedPeriods',
  'procedureCategories',
  'procedures',
  'clinicProductCategories',
  'clinicProducts',
  'stockMovements',
  'appointments',
  'scheduleDays',
]

/** Days of seeded appointments and generated schedules either side of today. */
export const SEED_SPAN_DAYS = 14

/**
 * A believable Spanish-speaking clinic, deterministic for a given day (faker 'es'): catalogue, doctors
 * with plans, patients, stock, holidays, generated schedules and four weeks of appointments.
 */
export const clinicSeeder: Seeder = {
  name: 'clinic',
  tables: CLINIC_TABLES,
  async run(db, { now }) {
    const faker = seededFaker('clinic', 'es')
    const today = localDate(now)
    const epoch = new Date(0).toISOString()
    const named = <K extends string>(list: ReadonlyArray<{ key: K; name: string; description: string }>) =>
      list.map((x) => ({ key: x.key, id: faker.string.uuid(), name: x.name, description: x.description }))

    const specialties = named(SPECIALTIES)
    const procCats = named(PROCEDURE_CATEGORIES)
    const prodCats = named(PRODUCT_CATEGORIES)
    const idOf = (list: Array<{ key: string; id: string }>) => Object.fromEntries(list.map((x) => [x.key, x.id]))
    const procCatId = idOf(procCats)
    const procedures = PROCEDURES.map((p) => ({
      id: faker.string.uuid(),
      code: p.code,
      name: p.name,
      categoryId: procCatId[p.category]!,
      description: '',
      durationMinutes: p.minutes,
      price: p.price,
      bufferBeforeMinutes: p.before,
      bufferAfterMinutes: p.after,
      active: true,
    }))
    const proceduresBy = Object.fromEntries(
      SPECIALTIES.map((s) => [s.key, procedures.filter((_, i) => PROCEDURES[i]!.by.includes(s.key)).map((p) => p.id)]),
    ) as Record<SpecialtyKey, string[]>
    const doctors = buildDoctors(faker, today, idOf(specialties) as Record<SpecialtyKey, string>, proceduresBy)
    const patients = buildPatients(faker, 300, now)

    // Holidays: the fixed national ones this year and next, plus a local one in each of the two weeks.
    const year = Number(today.slice(0, 4))
    const blocked = [
      ...[year, year + 1].flatMap((y) =>
        HOLIDAYS_FIXED.map(([md, reason]) => ({ from: `${y}-${md}`, to: `${y}-${md}`, reason })),
      ),
      { from: addDays(today, -9), to: addDays(today, -9), reason: 'Fiesta patronal local' },
      { from: addDays(today, 10), to: addDays(today, 10), reason: 'Jornada de desinfección y mantenimiento' },
    ].map((b) => ({ id: faker.string.uuid(), ...b }))

    const [deskHash, doctorHash, patientHash] = await Promise.all([
      hashPassword(CLINIC_ACCOUNTS.reception.password),
      hashPassword(CLINIC_ACCOUNTS.doctor.password),
      hashPassword(CLINIC_ACCOUNTS.patient.password),
    ])
    const deskId = faker.string.uuid()
    const doctorUserId = faker.string.uuid()
    const patientUserId = faker.string.uuid()
    const featured = patients[0]!
    const accountBase = { avatar: null, status: 'online' as const, verified: true, updatedAt: epoch, version: 1 }
    const accounts: AccountRow[] = [
      {
        ...accountBase,
        id: deskId,
        email: CLINIC_ACCOUNTS.reception.email,
        name: CLINIC_ACCOUNTS.reception.name,
        passwordHash: deskHash!,
        about: 'Recepción',
        role: 'reception',
        person: { id: deskId, name: CLINIC_ACCOUNTS.reception.name },
      },
      {
        ...accountBase,
        id: doctorUserId,
        email: CLINIC_ACCOUNTS.doctor.email,
        name: doctors[0]!.name,
        passwordHash: doctorHash!,
        about: 'Medicina General',
        role: 'doctor',
        person: { id: doctors[0]!.id, name: doctors[0]!.name },
      },
      {
        ...accountBase,
        id: patientUserId,
        email: CLINIC_ACCOUNTS.patient.email,
        name: featured.fullName,
        passwordHash: patientHash!,
        about: '',
        role: 'patient',
        person: { id: featured.id, name: featured.fullName },
      },
    ]

    const { products, movements } = buildStock(faker, now, idOf(prodCats), DEMO_USER_ID)
    const from = addDays(today, -SEED_SPAN_DAYS)
    const to = addDays(today, SEED_SPAN_DAYS)
    const appointments = buildAppointments({
      faker,
      now,
      from,
      to,
      doctors,
      blocked,
      procedures: new Map(procedures.map((p) => [p.id, p])),
      patientIds: patients.filter((p) => p.active).map((p) => p.id),
      featuredPatientId: featured.id,
      deskUserId: deskId,
      doctorUserOf: (id) => (id === doctors[0]!.id ? doctorUserId : null),
    })
    const generatedAt = now.toISOString()
    const scheduleDays = doctors.flatMap((d) =>
      eachDate(from, to).flatMap((date) => {
        const slots = scheduleGrid(d, date, blocked)
        return slots.length ? [{ id: `${d.id}_${date}`, doctorId: d.id, date, slots, generatedAt }] : []
      }),
    )

    const strip = <T extends { key?: string }>(rows: T[]) => rows.map(({ key: _key, ...rest }) => rest)
    await Promise.all([
      seedRows(db, 'specialties', strip(specialties)),
      seedRows(db, 'procedureCategories', strip(procCats)),
      seedRows(db, 'clinicProductCategories', strip(prodCats)),
      seedRows(db, 'procedures', procedures),
      seedRows(db, 'doctors', doctors),
      seedRows(db, 'persons', patients),
      seedRows(db, 'blockedPeriods', blocked),
      seedRows(db, 'clinicProducts', products),
      seedRows(db, 'stockMovements', movements),
      seedRows(db, 'appointments', appointments),
      seedRows(db, 'scheduleDays', scheduleDays),
      seedRows(db, 'users', accounts),
    ])
  },
}
