import { beforeAll, describe, expect, it } from 'vitest'
import { createDb, type AppDb } from '@/shared/db/database'
import { seededFaker } from '../random'
import { coreSeeder } from '../core'
import { clinicSeeder, SEED_SPAN_DAYS } from './seeder'
import type { Appointment } from '@/shared/schemas/clinic/appointments'
import { APPOINTMENT_STATES, isLive } from '@/shared/constants/clinic/appointments'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import type { Procedure } from '@/shared/schemas/clinic/catalog'
import type { Person } from '@/shared/schemas/clinic/persons'
import type { BlockedPeriod } from '@/shared/schemas/clinic/blocked-periods'
import type { Product, StockMovement } from '@/shared/schemas/clinic/products'
import { personInputSchema } from '@/shared/schemas/clinic/persons'
import { doctorInputSchema } from '@/shared/schemas/clinic/doctors'
import { procedureInputSchema } from '@/shared/schemas/clinic/catalog'
import { checkBooking, checkDoctorTime } from '@/shared/clinic/rules'
import { nextState, machineEvent } from '@/shared/clinic/lifecycle'
import { addDays, localDate, localDateTime } from '@/shared/clinic/time'

const NOW = new Date(2025, 2, 12, 11, 7) // a Wednesday, mid-morning, local time
let db: AppDb
let ms = 0

beforeAll(async () => {
  db = createDb(`clinic-seed-${Date.now()}`)
  await coreSeeder.run(db, { faker: seededFaker('core'), now: NOW })
  const started = performance.now()
  await clinicSeeder.run(db, { faker: seededFaker('clinic'), now: NOW })
  ms = performance.now() - started
})

const all = async <T>(table: string) => (await db.table(table).toArray()) as T[]

describe('clinic seed', () => {
  it('has the promised sizes', async () => {
    console.info(`clinic seed took ${ms.toFixed(0)} ms`)
    expect(await db.table('specialties').count()).toBe(5)
    expect(await db.table('doctors').count()).toBe(8)
    expect(await db.table('procedures').count()).toBe(25)
    expect(await db.table('persons').count()).toBe(300)
    expect(await db.table('clinicProducts').count()).toBe(40)
    expect(await db.table('appointments').count()).toBeGreaterThan(500)
    expect(await db.table('scheduleDays').count()).toBeGreaterThan(100)
  })

  it('stores rows its own schemas accept, with unique documents, licences and codes', async () => {
    const today = localDate(NOW)
    const persons = await all<Person>('persons')
    for (const p of persons) expect(personInputSchema(today).safeParse(p).success, p.fullName).toBe(true)
    expect(new Set(persons.map((p) => `${p.documentType}:${p.documentNumber}`)).size).toBe(persons.length)
    const doctors = await all<Doctor>('doctors')
    for (const d of doctors) expect(doctorInputSchema.safeParse(d).error?.issues ?? []).toEqual([])
    expect(new Set(doctors.map((d) => d.licence)).size).toBe(8)
    expect(new Set(doctors.map((d) => d.specialtyId)).size).toBe(5)
    const procedures = await all<Procedure>('procedures')
    for (const p of procedures) expect(procedureInputSchema.safeParse(p).success).toBe(true)
  })

  it('names everyone with two capitalised surnames, never a surname cut to its particle ("Negrón de")', async () => {
    const persons = await all<Person>('persons')
    for (const p of persons) expect(p.surnames, p.fullName).toMatch(/^\p{Lu}\S* \p{Lu}\S*$/u)
    for (const d of await all<Doctor>('doctors')) expect(d.name).toMatch(/^Dra?\.( \p{Lu}\S*){3,}$/u)
  })

  it('covers every state even when seeded at night', async () => {
    const night = createDb(`clinic-seed-night-${Date.now()}`)
    await clinicSeeder.run(night, { faker: seededFaker('clinic'), now: new Date(2025, 2, 16, 23, 30) }) // a Sunday night
    const states = new Set(((await night.table('appointments').toArray()) as Appointment[]).map((a) => a.state))
    expect([...states].sort()).toEqual([...APPOINTMENT_STATES].sort())
  })

  it('books every live appointment as the rules demand and covers every state', async () => {
    const appts = await all<Appointment>('appointments')
    const doctors = new Map((await all<Doctor>('doctors')).map((d) => [d.id, d]))
    const procedures = new Map((await all<Procedure>('procedures')).map((p) => [p.id, p]))
    const persons = new Map((await all<Person>('persons')).map((p) => [p.id, p]))
    const blocked = await all<BlockedPeriod>('blockedPeriods')
    for (const a of appts.filter((x) => isLive(x.state))) {
      const v = checkBooking(
        {
          start: a.start,
          patient: persons.get(a.patientId)!,
          doctor: doctors.get(a.doctorId)!,
          procedure: procedures.get(a.procedureId)!,
        },
        { now: '0000-01-01T00:00', blocked, appointments: appts, excludeId: a.id },
      )
      expect(v, `${a.id} ${a.start}`).toBeNull()
    }
    // A rescheduled original was a real working time of its doctor too.
    for (const a of appts.filter((x) => x.state === 'rescheduled')) {
      const req = {
        start: a.start,
        patient: null,
        doctor: doctors.get(a.doctorId)!,
        procedure: procedures.get(a.procedureId)!,
      }
      expect(checkDoctorTime(req, blocked), `${a.id} ${a.start}`).toBeNull()
    }
    const states = new Set(appts.map((a) => a.state))
    for (const s of APPOINTMENT_STATES) expect(states, s).toContain(s)
    const nowLocal = localDateTime(NOW)
    expect(appts.every((a) => a.start >= `${addDays(localDate(NOW), -SEED_SPAN_DAYS - 7)}T00:00`)).toBe(true)
    for (const a of appts) {
      if (a.state === 'no-show' || a.state === 'completed') expect(a.end <= nowLocal).toBe(true)
      if (a.state === 'scheduled' || a.state === 'confirmed') expect(a.end > nowLocal).toBe(true)
      if (a.state === 'in-progress' || a.state === 'checked-in')
        expect(a.start.slice(0, 10) <= nowLocal.slice(0, 10)).toBe(true)
    }
  })

  it('gives every appointment a history the lifecycle machine accepts', async () => {
    const appts = await all<Appointment>('appointments')
    const byId = new Map(appts.map((a) => [a.id, a]))
    for (const a of appts) {
      expect(a.history[0]).toMatchObject({ from: null, to: 'scheduled' })
      let state = a.history[0]!.to
      for (const h of a.history.slice(1)) {
        expect(h.from).toBe(state)
        const next = nextState(
          { state, start: a.start },
          machineEvent(h.event as never, h.event === 'no-show' ? a.end : a.start, h.reason ?? ''),
        )
        expect(next, `${a.id}: ${state} -${h.event}->`).toBe(h.to)
        state = h.to
      }
      expect(state).toBe(a.state)
      if (a.state === 'cancelled') expect(a.cancelReason).toBeTruthy()
      if (a.state === 'rescheduled') expect(byId.get(a.rescheduledToId!)?.rescheduledFromId).toBe(a.id)
      for (const h of a.history) expect(h.at <= NOW.toISOString()).toBe(true)
    }
  })

  it('keeps every product stock equal to its movements and never below 0', async () => {
    const movements = await all<StockMovement>('stockMovements')
    for (const p of await all<Product>('clinicProducts')) {
      const mine = movements.filter((m) => m.productId === p.id).sort((a, b) => a.at.localeCompare(b.at))
      let running = 0
      for (const m of mine) {
        running += m.delta
        expect(running).toBeGreaterThanOrEqual(0)
        expect(m.balance).toBe(running)
      }
      expect(p.stock).toBe(running)
    }
    const low = (await all<Product>('clinicProducts')).filter((p) => p.stock <= p.minStock)
    expect(low.length).toBeGreaterThan(0)
  })

  it('links the clinic accounts to a doctor and to a patient with appointments', async () => {
    const users = await all<{ email: string; role: string; verified: boolean; person: { id: string } }>('users')
    const doctor = users.find((u) => u.email === 'doctor@clinica.test')!
    const patient = users.find((u) => u.email === 'paciente@clinica.test')!
    expect(users.find((u) => u.email === 'recepcion@clinica.test')).toMatchObject({ role: 'reception', verified: true })
    expect(doctor).toMatchObject({ role: 'doctor', verified: true })
    expect(patient).toMatchObject({ role: 'patient', verified: true })
    expect(await db.table('doctors').get(doctor.person.id)).toBeTruthy()
    expect(await db.table('persons').get(patient.person.id)).toBeTruthy()
    const own = (await all<Appointment>('appointments')).filter((a) => a.patientId === patient.person.id)
    expect(own.some((a) => a.start < localDateTime(NOW))).toBe(true)
    expect(own.some((a) => a.start > localDateTime(NOW))).toBe(true)
  })

  it('gives the demo patient an open visit still to come whatever the day and hour it is seeded', async () => {
    // 2026-11-28 08:25 left it none (its visits ahead were all cancelled). Steps of 29 hours over a month
    // bring round every hour of the day and every weekday.
    for (let step = 0; step < 30; step++) {
      const now = new Date(new Date(2026, 10, 28, 8, 25).getTime() + (step - 10) * 29 * 3_600_000)
      const seeded = createDb(`clinic-seed-ahead-${step}-${Date.now()}`)
      await clinicSeeder.run(seeded, { faker: seededFaker('clinic'), now })
      const users = (await seeded.table('users').toArray()) as Array<{ email: string; person: { id: string } }>
      const patientId = users.find((u) => u.email === 'paciente@clinica.test')!.person.id
      const own = ((await seeded.table('appointments').toArray()) as Appointment[]).filter(
        (a) => a.patientId === patientId && isLive(a.state),
      )
      const nowLocal = localDateTime(now)
      const ahead = own.filter((a) => (a.state === 'scheduled' || a.state === 'confirmed') && a.start > nowLocal)
      expect(ahead.length, `seeded at ${nowLocal}`).toBeGreaterThan(0)
      for (const a of own)
        for (const b of own)
          if (a !== b) expect(a.end <= b.start || b.end <= a.start, `${a.start}/${b.start}`).toBe(true)
      seeded.close()
    }
  }, 60_000)
})
