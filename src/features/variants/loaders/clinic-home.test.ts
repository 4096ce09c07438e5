import { beforeEach, describe, expect, it, vi } from 'vitest'

const api = vi.hoisted(() => ({ getClinicShowcase: vi.fn(), getMyAppointments: vi.fn() }))
vi.mock('../api/clinic', () => api)
const gym = vi.hoisted(() => ({ loadGymHome: vi.fn() }))
vi.mock('./gym-home', () => gym)
const config = vi.hoisted(() => ({ getConfig: vi.fn() }))
vi.mock('../api/get-config', () => config)

const { loadClinicHome, UPCOMING_SHOWN } = await import('./clinic-home')
const { loadModuleHome: loadWithViews } = await import('./module-home')
// The homes' code needs a browser; these tests read the data the loader chooses.
const loadModuleHome = (deps: Parameters<typeof loadWithViews>[0], build: Parameters<typeof loadWithViews>[1]) =>
  loadWithViews(deps, build, { clinic: async () => undefined, gym: async () => undefined })

const NOW = new Date(2030, 0, 14, 10, 0)
const appt = (id: string, start: string, state = 'scheduled') => ({ id, start, state })

describe('loadClinicHome', () => {
  beforeEach(() => {
    vi.resetAllMocks()
    api.getClinicShowcase.mockResolvedValue({ specialties: [], doctors: [], procedures: [], openingHours: [] })
  })

  it("asks a patient's next appointments only for a patient, for the coming 90 days", async () => {
    for (const role of [undefined, 'admin', 'reception', 'doctor'] as const)
      expect((await loadClinicHome({ role }, NOW)).upcoming).toBeUndefined()
    expect(api.getMyAppointments).not.toHaveBeenCalled()
    api.getMyAppointments.mockResolvedValue([])
    await loadClinicHome({ role: 'patient' }, NOW)
    expect(api.getMyAppointments).toHaveBeenCalledWith('2030-01-14', '2030-04-14')
  })

  it('keeps only live appointments still to come, the first few', async () => {
    api.getMyAppointments.mockResolvedValue([
      appt('past', '2030-01-14T09:00'),
      appt('cancelled', '2030-01-14T11:00', 'cancelled'),
      ...['a', 'b', 'c', 'd'].map((id, i) => appt(id, `2030-01-1${5 + i}T09:00`, i === 0 ? 'confirmed' : 'scheduled')),
    ])
    const { upcoming } = await loadClinicHome({ role: 'patient' }, NOW)
    expect(upcoming?.data?.map((a) => a.id)).toEqual(['a', 'b', 'c'].slice(0, UPCOMING_SHOWN))
  })

  it('keeps the showcase when the appointments fail', async () => {
    api.getMyAppointments.mockRejectedValue(new Error('offline'))
    const data = await loadClinicHome({ role: 'patient' }, NOW)
    expect(data.upcoming).toEqual({ error: new Error('offline') })
    expect(data.showcase.data).toBeDefined()
  })
})

describe('loadModuleHome', () => {
  const configured = (app: string) =>
    config.getConfig.mockResolvedValue({ exito: true, mensaje: 'OK', data: { app, isSvg: true } })
  beforeEach(() => {
    vi.resetAllMocks()
    api.getClinicShowcase.mockResolvedValue({ specialties: [] })
    gym.loadGymHome.mockResolvedValue({ date: '2030-01-14' })
  })

  it("shows the configured business: the clinic's for Vida Saludable, the gym for the gym and the others", async () => {
    for (const app of ['vidaSaludable', 'vidaSaludableNutri']) {
      configured(app)
      const home = await loadModuleHome({ role: 'doctor' }, { kind: 'gym' })
      expect(home.gym, app).toBeNull()
      expect(home.clinic?.showcase.data).toEqual({ specialties: [] })
    }
    expect(gym.loadGymHome).not.toHaveBeenCalled()
    for (const app of ['gym', 'picoTaller', 'inxxeptionApps', 'elcastillo']) {
      configured(app)
      expect(await loadModuleHome({ date: '2030-01-14' }, { kind: 'clinic' }), app).toEqual({
        gym: { date: '2030-01-14' },
        clinic: null,
      })
    }
  })

  it("falls back to the build's own business when the configuration cannot be had", async () => {
    config.getConfig.mockRejectedValue(new Error('offline'))
    expect((await loadModuleHome({}, { kind: 'clinic' })).clinic).not.toBeNull()
    expect((await loadModuleHome({}, { kind: 'gym' })).gym).not.toBeNull()
  })
})
