// The device's sync client against the real sync server (server/), both in this process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type Dexie from 'dexie'
import { addMinutes } from '@/shared/clinic/time'
import { createDb } from '@/shared/db/database'
import { patchRow, putRow } from '@/shared/db/mutate'
import { clinicSeeder } from '@seeds/clinic/seeder'
import { coreSeeder } from '@seeds/core'
import { seedDatabase } from '@seeds/run'
import { appointmentRow, bookable, dataOf, personIdOf } from '../../server/test/fixtures'
import { createServerHarness, DEMO, NOW, type DemoAccount, type Harness } from '../../server/test/harness'
import { conflictsOf, pushOutbox, syncOnce } from './client'
import type { SyncTransport } from './protocol'

const T = 'alpha'

describe('devices syncing through the server', () => {
  let h: Harness
  beforeAll(async () => {
    h = await createServerHarness([T])
  })
  afterAll(() => h.close())

  async function device(
    who: DemoAccount,
  ): Promise<{ db: Dexie; transport: SyncTransport; lose: { nextAnswer: boolean } }> {
    const db = createDb(`device-${who}-${crypto.randomUUID()}`)
    await seedDatabase(db, NOW, [coreSeeder, clinicSeeder])
    const token = await h.signIn(T, who)
    // The server applies the next push but its answer never arrives (a crash, a cut line).
    const lose = { nextAnswer: false }
    const ok = <B>(res: { status: number; body: B }) => {
      if (res.status !== 200) throw new Error(`status ${res.status}`)
      return res.body
    }
    const transport: SyncTransport = {
      async push(body) {
        const answer = ok(await h.call('POST', '/sync/push', { token, body }))
        if (lose.nextAnswer) {
          lose.nextAnswer = false
          throw new Error('connection lost')
        }
        return answer
      },
      pull: async (since, limit) => ok(await h.call('GET', `/sync/pull?since=${since}&limit=${limit}`, { token })),
    }
    return { db, transport, lose }
  }

  const somePerson = async (db: Dexie) => (await db.table('persons').toCollection().first()) as Record<string, unknown>

  it("shows reception's new patient and appointment on the doctor's device", async () => {
    const desk = await device('reception')
    const doctor = await device('doctor')
    await syncOnce(doctor.db, doctor.transport)
    const patient = await putRow(desk.db, 'persons', {
      ...(await somePerson(desk.db)),
      id: crypto.randomUUID(),
      documentNumber: 'SYNC-0001',
      names: 'Nueva',
    })
    const b = await bookable(h.db, T, await personIdOf(h.db, T, DEMO.doctor.email), patient.id)
    const booked = await putRow(desk.db, 'appointments', appointmentRow(b))
    expect(await syncOnce(desk.db, desk.transport)).toMatchObject({ accepted: 2, rejected: 0 })
    await syncOnce(doctor.db, doctor.transport)
    expect(await doctor.db.table('persons').get(patient.id)).toMatchObject({ names: 'Nueva' })
    expect(await doctor.db.table('appointments').get(booked.id)).toMatchObject({
      start: b.start,
      patientId: patient.id,
    })
  })

  it('keeps exactly one of two offline bookings of one doctor and time, on both devices, and records the other', async () => {
    const a = await device('reception')
    const b = await device('admin')
    const [p1, p2] = (await dataOf<{ id: string }>(h.db, T, 'persons')).slice(5, 7)
    const slot = await bookable(h.db, T, await personIdOf(h.db, T, DEMO.doctor.email), p1!.id)
    const start = addMinutes(slot.start, 60)
    const first = await putRow(a.db, 'appointments', appointmentRow(slot, { start }))
    const second = await putRow(b.db, 'appointments', appointmentRow({ ...slot, patientId: p2!.id }, { start }))
    await syncOnce(a.db, a.transport)
    expect(await syncOnce(b.db, b.transport)).toMatchObject({ accepted: 0, rejected: 1 })
    await syncOnce(a.db, a.transport)
    for (const d of [a, b]) {
      const atThatTime = (await d.db.table('appointments').where('doctorId').equals(slot.doctor.id).toArray()).filter(
        (x) => x.start === start,
      )
      expect(atThatTime.map((x) => x.id)).toEqual([first.id])
    }
    expect(await conflictsOf(b.db)).toMatchObject([
      { table: 'appointments', rowId: second.id, reason: 'rule', rule: 'doctor-overlap', theirs: null },
    ])
    expect(await b.db.table('outbox').count()).toBe(0)
  })

  it('loses nothing and doubles nothing when the answer to a push is lost', async () => {
    const desk = await device('reception')
    const person = await putRow(desk.db, 'persons', {
      ...(await somePerson(desk.db)),
      id: crypto.randomUUID(),
      documentNumber: 'SYNC-0002',
    })
    desk.lose.nextAnswer = true
    await expect(pushOutbox(desk.db, desk.transport)).rejects.toThrow('connection lost')
    expect(await desk.db.table('outbox').count()).toBe(1)
    expect(await pushOutbox(desk.db, desk.transport)).toEqual({ accepted: 1, rejected: 0 })
    const stored = await h.db.query<{ version: number }>('select version from rows where tenant_id = $1 and id = $2', [
      T,
      person.id,
    ])
    expect(stored).toEqual([{ version: 1 }])
    expect(await desk.db.table('outbox').count()).toBe(0)
  })

  it('keeps a write made while its row is in flight, after the answer to that push is lost', async () => {
    const desk = await device('reception')
    const person = await putRow(desk.db, 'persons', {
      ...(await somePerson(desk.db)),
      id: crypto.randomUUID(),
      documentNumber: 'SYNC-0003',
      names: 'Primera',
    })
    desk.lose.nextAnswer = true
    await expect(pushOutbox(desk.db, desk.transport)).rejects.toThrow('connection lost')
    await patchRow<{ id: string; updatedAt: string; version: number; names: string }>(desk.db, 'persons', person.id, {
      names: 'Segunda',
    })
    expect(await pushOutbox(desk.db, desk.transport)).toEqual({ accepted: 2, rejected: 0 })
    const stored = await h.db.query<{ version: number; names: string }>(
      "select version, data->>'names' as names from rows where tenant_id = $1 and id = $2",
      [T, person.id],
    )
    expect(stored).toEqual([{ version: 2, names: 'Segunda' }])
  })

  it("never pushes the device's own accounts: a changed user stays on the device and is no conflict", async () => {
    const desk = await device('reception')
    const user = (await desk.db.table('users').toCollection().first()) as { id: string }
    await patchRow<{ id: string; updatedAt: string; version: number; name: string }>(desk.db, 'users', user.id, {
      name: 'Renamed here',
    })
    await syncOnce(desk.db, desk.transport)
    expect(await desk.db.table('users').get(user.id)).toMatchObject({ name: 'Renamed here' })
    expect(await conflictsOf(desk.db)).toEqual([])
    expect(await desk.db.table('outbox').count()).toBe(0)
  })
})
