import { beforeEach, describe, expect, it, vi } from 'vitest'

const api = vi.hoisted(() => ({ getBarberServices: vi.fn(), getBarbers: vi.fn(), getMyAppointments: vi.fn() }))
vi.mock('../api/barber', () => api)

const { loadBarberHome } = await import('./barber-home')

const services = [{ id: 's1' }, { id: 's2' }]
const barbers = [{ id: 'b1', nextFreeSlot: null }]

describe('loadBarberHome', () => {
  beforeEach(() => {
    vi.resetAllMocks()
    api.getBarberServices.mockResolvedValue(services)
    api.getBarbers.mockResolvedValue(barbers)
    api.getMyAppointments.mockResolvedValue([])
  })

  it("shows the first service's barbers until one is chosen", async () => {
    expect(await loadBarberHome({})).toEqual({
      services: { data: services },
      serviceId: 's1',
      barbers: { data: barbers },
      mine: undefined,
    })
    expect(api.getBarbers).toHaveBeenCalledWith('s1')
  })

  it("loads a chosen service's barbers without waiting for the list", async () => {
    api.getBarberServices.mockReturnValue(new Promise(() => {}))
    void loadBarberHome({ service: 's2' })
    expect(api.getBarbers).toHaveBeenCalledWith('s2')
  })

  it('asks for appointments only for a signed-in user', async () => {
    await loadBarberHome({})
    expect(api.getMyAppointments).not.toHaveBeenCalled()
    expect((await loadBarberHome({ user: 'u1' })).mine).toEqual({ data: [] })
  })

  it('keeps what answered when a request fails', async () => {
    api.getMyAppointments.mockRejectedValue(new Error('offline'))
    const data = await loadBarberHome({ service: 's2', user: 'u1' })
    expect(data.mine).toEqual({ error: new Error('offline') })
    expect(data.barbers).toEqual({ data: barbers })
  })

  it("gives the barbers the services' error when there is no service to ask with", async () => {
    api.getBarberServices.mockRejectedValue(new Error('offline'))
    const data = await loadBarberHome({})
    expect(data).toMatchObject({
      serviceId: undefined,
      services: { error: new Error('offline') },
      barbers: { error: new Error('offline') },
    })
    expect(api.getBarbers).not.toHaveBeenCalled()
  })
})
