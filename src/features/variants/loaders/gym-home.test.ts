import { beforeEach, describe, expect, it, vi } from 'vitest'
import { isoDay } from '../lib/format'

const api = vi.hoisted(() => ({
  getGymClasses: vi.fn(),
  getGymTrainers: vi.fn(),
  getGymPlans: vi.fn(),
  getMembership: vi.fn(),
}))
vi.mock('../api/gym', () => api)

const { loadGymHome } = await import('./gym-home')

describe('loadGymHome', () => {
  beforeEach(() => {
    vi.resetAllMocks()
    for (const fn of Object.values(api)) fn.mockResolvedValue([])
  })

  it("shows today's classes unless a day is given", async () => {
    expect((await loadGymHome({})).date).toBe(isoDay(new Date()))
    expect(api.getGymClasses).toHaveBeenLastCalledWith(isoDay(new Date()))
    await loadGymHome({ date: '2030-01-02' })
    expect(api.getGymClasses).toHaveBeenLastCalledWith('2030-01-02')
  })

  it('asks for the membership only for a signed-in user', async () => {
    expect((await loadGymHome({})).membership).toBeUndefined()
    expect(api.getMembership).not.toHaveBeenCalled()
    api.getMembership.mockResolvedValue({ status: 'active' })
    expect((await loadGymHome({ user: 'u1' })).membership).toEqual({ data: { status: 'active' } })
  })

  it('keeps what answered when a request fails', async () => {
    api.getGymTrainers.mockRejectedValue(new Error('offline'))
    const data = await loadGymHome({})
    expect(data.trainers).toEqual({ error: new Error('offline') })
    expect(data.classes).toEqual({ data: [] })
  })
})
