// A tiny clinic with fixed ids and a fixed clock, for the clinic's handler tests (the real seed is random-ish).
import { seedRows } from '@/shared/db/mutate'
import { beforeEach } from 'vitest'
import type { Seeder } from '@seeds/types'
import { coreSeeder, DEMO_USER_ID } from '@seeds/core'
import { createHarness, type Harness } from './api-harness'
import type { Role } from '@/shared/schemas/auth'

/** Monday 2030-01-14, 08:00 local time. */
export const NOW = new Date(2030, 0, 14, 8, 0)
export const MON = '2030-01-14'
export const TUE_HOLIDAY = '2030-01-15'
export const WED_OFF = '2030-01-16'
export const THU_OTHER_HOURS = '2030-01-17'
export const SAT = '2030-01-19'
export const NEXT_MON = '2030-01-21'

export const ID = {
  general: 'spec-general',
  dental: 'spec-dental',
  consults: 'pcat-consults',
  cons: 'proc-cons', // 30 min, no buffers
  buf: 'proc-buf', // 30 min, 10 before, 10 after
  long: 'proc-long', // 60 min
  odo: 'proc-odo', // only the dentist
  inactiveProc: 'proc-off',
  d1: 'doc-1', // Mon–Fri 09:00–17:00, break 12:00–13:00
  d2: 'doc-2', // Mon–Fri 09:00–13:00, dentist
  d3: 'doc-3', // inactive
  pa: 'pat-a',
  pb: 'pat-b',
  pi: 'pat-inactive',
  prodCat: 'prodcat-1',
  product: 'prod-1',
  reception: 'user-reception',
  doctor1: 'user-doctor-1',
  doctor2: 'user-doctor-2',
  patient: 'user-patient',
  newPatient: 'user-new-patient',
} as const

const proc = (id: string, code: string, durationMinutes: number, before = 0, after = 0, active = true) => ({
  id,
  code,
  name: `Procedure ${code}`,
  categoryId: ID.consults,
  description: '',
  durationMinutes,
  price: 30,
  bufferBeforeMinutes: before,
  bufferAfterMinutes: after,
  active,
})
const weekdays = (start: string, end: string, breaks: Array<{ start: string; end: string }>) =>
  [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end, breaks }))
export const person = (id: string, documentNumber: string, names: string, active = true) => ({
  id,
  documentType: 'national-id',
  documentNumber,
  names,
  surnames: 'Prueba',
  fullName: `${names} Prueba`,
  birthDate: '1990-05-01',
  sex: 'female',
  phone: '+34 600 000 000',
  email: null,
  address: '',
  emergencyContact: null,
  notes: '',
  active,
  createdAt: NOW.toISOString(),
})
const account = (id: string, email: string, role: Role, personId: string | null) => ({
  id,
  email,
  name: email,
  passwordHash: 'x',
  avatar: null,
  status: 'online',
  about: '',
  role,
  verified: true,
  person: personId ? { id: personId, name: email } : null,
})

export const worldSeeder: Seeder = {
  name: 'clinic-test-world',
  tables: [],
  async run(db) {
    await seedRows(db, 'specialties', [
      { id: ID.general, name: 'Medicina General', description: '' },
      { id: ID.dental, name: 'Odontología', description: '' },
    ])
    await seedRows(db, 'procedureCategories', [{ id: ID.consults, name: 'Consultas', description: '' }])
    await seedRows(db, 'procedures', [
      proc(ID.cons, 'CON-1', 30),
      proc(ID.buf, 'BUF-1', 30, 10, 10),
      proc(ID.long, 'LONG-1', 60),
      proc(ID.odo, 'ODO-1', 30),
      proc(ID.inactiveProc, 'OFF-1', 30, 0, 0, false),
    ])
    const base = { color: '#1e88e5', email: '', phone: '', slotMinutes: 30 }
    await seedRows(db, 'doctors', [
      {
        ...base,
        id: ID.d1,
        name: 'Dra. Uno',
        specialtyId: ID.general,
        licence: 'LIC-1',
        active: true,
        procedureIds: [ID.cons, ID.buf, ID.long, ID.inactiveProc],
        plan: weekdays('09:00', '17:00', [{ start: '12:00', end: '13:00' }]),
        exceptions: [
          { id: 'ex-off', from: WED_OFF, to: WED_OFF, kind: 'off', breaks: [], reason: 'Congreso' },
          {
            id: 'ex-hours',
            from: THU_OTHER_HOURS,
            to: THU_OTHER_HOURS,
            kind: 'hours',
            start: '14:00',
            end: '18:00',
            breaks: [],
            reason: 'Tarde',
          },
          {
            id: 'ex-sat',
            from: SAT,
            to: SAT,
            kind: 'hours',
            start: '10:00',
            end: '12:00',
            breaks: [],
            reason: 'Campaña',
          },
        ],
      },
      {
        ...base,
        id: ID.d2,
        name: 'Dr. Dos',
        specialtyId: ID.dental,
        licence: 'LIC-2',
        active: true,
        procedureIds: [ID.odo, ID.cons],
        plan: weekdays('09:00', '13:00', []),
        exceptions: [],
      },
      {
        ...base,
        id: ID.d3,
        name: 'Dr. Tres',
        specialtyId: ID.general,
        licence: 'LIC-3',
        active: false,
        procedureIds: [ID.cons],
        plan: weekdays('09:00', '13:00', []),
        exceptions: [],
      },
    ])
    await seedRows(db, 'blockedPeriods', [{ id: 'holiday', from: TUE_HOLIDAY, to: TUE_HOLIDAY, reason: 'Feriado' }])
    await seedRows(db, 'persons', [
      person(ID.pa, '11111111A', 'Ana'),
      person(ID.pb, '22222222B', 'Berta'),
      person(ID.pi, '33333333C', 'Inés', false),
    ])
    await seedRows(db, 'clinicProductCategories', [{ id: ID.prodCat, name: 'Medicamentos', description: '' }])
    await seedRows(db, 'clinicProducts', [
      {
        id: ID.product,
        sku: 'MED-1',
        name: 'Paracetamol',
        categoryId: ID.prodCat,
        description: '',
        unit: 'box',
        salePrice: 3,
        cost: 1,
        minStock: 2,
        active: true,
        stock: 5,
      },
    ])
    await seedRows(db, 'stockMovements', [
      {
        id: 'mov-1',
        productId: ID.product,
        type: 'in',
        quantity: 5,
        delta: 5,
        balance: 5,
        note: 'Compra',
        at: NOW.toISOString(),
        userId: DEMO_USER_ID,
      },
    ])
    await seedRows(db, 'users', [
      account(ID.reception, 'recepcion@test', 'reception', ID.reception),
      account(ID.doctor1, 'doctor1@test', 'doctor', ID.d1),
      account(ID.doctor2, 'doctor2@test', 'doctor', ID.d2),
      account(ID.patient, 'paciente@test', 'patient', ID.pa),
      account(ID.newPatient, 'nuevo@test', 'patient', ID.newPatient),
    ])
  },
}

export interface World {
  h: Harness
  tokens: Record<'admin' | 'reception' | 'doctor1' | 'doctor2' | 'patient' | 'newPatient', string>
}

export async function createWorld(): Promise<World> {
  const h = await createHarness({ seeders: [coreSeeder, worldSeeder], now: NOW })
  const t = (id: string, role: Role) => h.tokenFor({ id, email: `${id}@test`, role })
  return {
    h,
    tokens: {
      admin: h.adminToken,
      reception: await t(ID.reception, 'reception'),
      doctor1: await t(ID.doctor1, 'doctor'),
      doctor2: await t(ID.doctor2, 'doctor'),
      patient: await t(ID.patient, 'patient'),
      newPatient: await t(ID.newPatient, 'patient'),
    },
  }
}

/**
 * A fresh world before each test of the calling file (a `beforeEach` of its own): the same object throughout,
 * its fields renewed each time.
 */
export function worldEach(): World {
  const w = {} as World
  beforeEach(async () => {
    Object.assign(w, await createWorld())
  })
  return w
}

/** Books through the API as reception; answers the response. */
export const book = (w: World, body: Record<string, unknown>, token = w.tokens.reception) =>
  w.h.call('POST', 'api/medical/appointments', {
    body: { patientId: ID.pa, doctorId: ID.d1, procedureId: ID.cons, ...body },
    token,
  })
