import { beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../tests/setup/api-harness'
import { coreSeeder } from '@seeds/core'
import { variantsSeeder } from '@seeds/variants'
import type { BarberWithSlot, GymSession } from '@/shared/schemas/variants'

let h: Harness
// A Wednesday morning, local time: the gym has classes later today and the barbers open soon.
const NOW = new Date(2030, 4, 8, 8, 0)
const TODAY = '2030-05-08'

beforeEach(async () => {
  h = await createHarness({ seeders: [coreSeeder, variantsSeeder], now: NOW })
})

describe('api/common/config', () => {
  it('serves the build variant to anyone in the envelope', async () => {
    expect(await h.call('GET', 'api/common/config', { token: null })).toEqual({
      status: 200,
      body: { exito: true, mensaje: expect.any(String), data: { app: 'vidaSaludable', isSvg: true } },
    })
  })
})

describe('gym', () => {
  const classes = async (query?: Record<string, string>, token?: string | null) =>
    (await h.call('GET', 'api/gym/classes', { query, token })).body as GymSession[]

  it("lists today's classes in start order with the places left", async () => {
    const list = await classes(undefined, null)
    expect(list.length).toBeGreaterThan(3)
    expect(list.map((c) => c.startTime)).toEqual([...list.map((c) => c.startTime)].sort())
    for (const c of list) {
      expect(c.weekday).toBe(3)
      expect(c.date).toBe(TODAY)
      expect(c.placesLeft).toBe(c.capacity - c.booked)
      expect(c.trainer.name).not.toBe('')
    }
    expect((await classes({ date: '2030-05-12' })).every((c) => c.weekday === 0)).toBe(true)
    expect(await h.call('GET', 'api/gym/classes', { query: { date: '8/5/2030' } })).toMatchObject({
      status: 400,
      body: { field: 'date' },
    })
  })

  it('books a place for a member with an active membership, once, and never beyond capacity', async () => {
    const later = (await classes()).filter((c) => c.startTime > '08:00')
    const open = later.find((c) => c.placesLeft > 0)!
    const booked = await h.call('POST', `api/gym/classes/${open.id}/bookings`, { body: { date: TODAY } })
    expect(booked.body).toMatchObject({ id: open.id, placesLeft: open.placesLeft - 1, bookedByMe: true })
    expect((await h.call('POST', `api/gym/classes/${open.id}/bookings`, { body: { date: TODAY } })).status).toBe(409)
    const full = later.find((c) => c.placesLeft === 0)
    if (full)
      expect(
        (await h.call('POST', `api/gym/classes/${full.id}/bookings`, { body: { date: TODAY } })).body,
      ).toMatchObject({ reason: 'Full' })
    expect(
      (await h.call('POST', `api/gym/classes/${open.id}/bookings`, { body: { date: '2030-05-09' } })).body,
    ).toMatchObject({ field: 'date' })
    expect((await h.call('POST', 'api/gym/classes/nope/bookings', { body: { date: TODAY } })).status).toBe(404)
    expect(
      (await h.call('POST', `api/gym/classes/${open.id}/bookings`, { body: { date: TODAY }, token: null })).status,
    ).toBe(401)
    expect((await h.call('GET', 'api/gym/membership')).body.bookingsThisMonth).toBe(1)
  })

  it('refuses a booking without an active membership', async () => {
    await h.db
      .table('users')
      .put({ id: 'someone-else', email: 'x@example.com', name: 'X', role: 'patient', verified: true })
    const token = await h.tokenFor({ id: 'someone-else', email: 'x@example.com', role: 'patient' })
    const open = (await classes()).find((c) => c.startTime > '08:00' && c.placesLeft > 0)!
    expect(
      (await h.call('POST', `api/gym/classes/${open.id}/bookings`, { body: { date: TODAY }, token })).body,
    ).toMatchObject({ reason: 'No membership' })
    expect((await h.call('GET', 'api/gym/membership', { token })).body).toEqual({
      status: 'none',
      plan: null,
      startedOn: null,
      renewsOn: null,
      bookingsThisMonth: 0,
    })
  })

  it("serves the member's membership, which lapses after its renewal date", async () => {
    const active = (await h.call('GET', 'api/gym/membership')).body
    expect(active).toMatchObject({ status: 'active', plan: { name: 'Completo' } })
    expect((await h.call('GET', 'api/gym/membership', { token: null })).status).toBe(401)
    h.setNow(new Date(2030, 5, 30))
    const adminToken = await h.tokenFor({
      id: 'cfaad35d-07a3-4447-a6c3-d8c3d54fd5df',
      email: 'hughes.brian@company.com',
      role: 'admin',
    })
    expect((await h.call('GET', 'api/gym/membership', { token: adminToken })).body.status).toBe('expired')
  })

  it('serves trainers with their weekly classes and plans by price, publicly', async () => {
    const trainers = (await h.call('GET', 'api/gym/trainers', { token: null })).body
    expect(trainers).toHaveLength(6)
    expect(trainers.reduce((n: number, t: { classesPerWeek: number }) => n + t.classesPerWeek, 0)).toBeGreaterThan(30)
    const plans = (await h.call('GET', 'api/gym/plans', { token: null })).body
    expect(plans.map((p: { priceMonthly: number }) => p.priceMonthly)).toEqual([29, 45, 69])
  })
})

describe('barber', () => {
  const barbers = async (serviceId?: string) =>
    (await h.call('GET', 'api/barber/barbers', { query: serviceId ? { serviceId } : {}, token: null }))
      .body as BarberWithSlot[]
  const services = async () =>
    (await h.call('GET', 'api/barber/services', { token: null })).body as Array<{
      id: string
      price: number
      durationMin: number
    }>

  it('lists services by price and each barber with a next free slot in the future, in working hours', async () => {
    const list = await services()
    expect(list.map((s) => s.price)).toEqual([...list.map((s) => s.price)].sort((a, b) => a - b))
    for (const b of await barbers(list[0]!.id)) {
      const slot = new Date(b.nextFreeSlot!)
      expect(slot > NOW).toBe(true)
      expect(b.workDays).toContain(slot.getDay())
      expect(
        `${String(slot.getHours()).padStart(2, '0')}:${String(slot.getMinutes()).padStart(2, '0')}` >= b.opensAt,
      ).toBe(true)
    }
    expect((await h.call('GET', 'api/barber/barbers', { query: { serviceId: 'nope' } })).status).toBe(404)
  })

  it("books the next free slot, which then moves; the slot can't be taken twice; cancelling frees it", async () => {
    const service = (await services()).find((s) => s.durationMin === 60)!
    const barber = (await barbers(service.id))[0]!
    const body = { barberId: barber.id, serviceId: service.id, startsAt: barber.nextFreeSlot }
    expect((await h.call('POST', 'api/barber/appointments', { body, token: null })).status).toBe(401)
    const made = await h.call('POST', 'api/barber/appointments', { body })
    expect(made.body).toMatchObject({
      status: 'booked',
      barber: { name: barber.name },
      service: { id: service.id },
      customerName: 'Brian Hughes',
    })
    expect(new Date(made.body.endsAt).getTime() - new Date(made.body.startsAt).getTime()).toBe(60 * 60_000)
    expect((await barbers(service.id)).find((b) => b.id === barber.id)!.nextFreeSlot).not.toBe(barber.nextFreeSlot)
    expect((await h.call('POST', 'api/barber/appointments', { body })).body).toMatchObject({
      field: 'startsAt',
      reason: 'Not available',
    })
    const day = barber.nextFreeSlot!.slice(0, 10)
    const slots = (
      await h.call('GET', `api/barber/barbers/${barber.id}/slots`, { query: { date: day, serviceId: service.id } })
    ).body.slots
    expect(slots).not.toContain(barber.nextFreeSlot)
    expect((await h.call('GET', 'api/barber/appointments')).body.map((a: { id: string }) => a.id)).toEqual([
      made.body.id,
    ])

    await h.db
      .table('users')
      .put({ id: 'someone-else', email: 'x@example.com', name: 'X', role: 'patient', verified: true })
    const other = await h.tokenFor({ id: 'someone-else', email: 'x@example.com', role: 'patient' })
    expect((await h.call('DELETE', `api/barber/appointments/${made.body.id}`, { token: other })).status).toBe(404)
    expect((await h.call('DELETE', `api/barber/appointments/${made.body.id}`)).body.status).toBe('cancelled')
    expect((await barbers(service.id)).find((b) => b.id === barber.id)!.nextFreeSlot).toBe(barber.nextFreeSlot)
  })

  it('refuses past, off-grid and unknown bookings with the right status', async () => {
    const [service] = await services()
    const [barber] = await barbers(service!.id)
    const post = (body: object) =>
      h.call('POST', 'api/barber/appointments', { body: { barberId: barber!.id, serviceId: service!.id, ...body } })
    expect((await post({ startsAt: new Date(2030, 4, 7, 10).toISOString() })).body).toMatchObject({
      field: 'startsAt',
      reason: 'Must be in the future',
    })
    const slot = new Date(barber!.nextFreeSlot!)
    expect((await post({ startsAt: new Date(slot.getTime() + 10 * 60_000).toISOString() })).status).toBe(409)
    expect((await post({ startsAt: 'tomorrow' })).body).toMatchObject({ field: 'startsAt' })
    expect((await post({ startsAt: barber!.nextFreeSlot, barberId: 'nope' })).status).toBe(404)
    expect((await h.call('POST', 'api/barber/appointments', { body: { serviceId: service!.id } })).body).toMatchObject({
      field: 'barberId',
    })
  })
})

describe('futbol', () => {
  it('serves upcoming fixtures soonest first and results latest first', async () => {
    const upcoming = (await h.call('GET', 'api/futbol/matches', { token: null })).body
    expect(upcoming).toHaveLength(6)
    expect(
      upcoming.every((m: { kickoff: string; goalsFor: null }) => new Date(m.kickoff) > NOW && m.goalsFor === null),
    ).toBe(true)
    expect(upcoming.map((m: { kickoff: string }) => m.kickoff)).toEqual(
      [...upcoming.map((m: { kickoff: string }) => m.kickoff)].sort(),
    )
    const played = (await h.call('GET', 'api/futbol/matches', { query: { status: 'played' }, token: null })).body
    expect(played).toHaveLength(8)
    expect(played[0].kickoff > played[1].kickoff).toBe(true)
    for (const m of played) expect(m.scorers).toHaveLength(m.goalsFor)
    expect((await h.call('GET', 'api/futbol/matches', { query: { status: 'soon' } })).body).toMatchObject({
      field: 'status',
    })
  })

  it('serves the coming training sessions and the squad by position', async () => {
    const trainings = (await h.call('GET', 'api/futbol/trainings', { token: null })).body
    expect(trainings.length).toBeGreaterThan(5)
    expect(
      trainings.every(
        (t: { startsAt: string; durationMin: number }) =>
          new Date(t.startsAt).getTime() + t.durationMin * 60_000 > NOW.getTime(),
      ),
    ).toBe(true)
    const squad = (await h.call('GET', 'api/futbol/squad', { token: null })).body
    expect(squad).toHaveLength(22)
    expect(squad[0].position).toBe('GK')
    expect(squad.at(-1).position).toBe('FW')
    expect(squad.filter((p: { captain: boolean }) => p.captain)).toHaveLength(1)
  })
})
