import { createInstance } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import es from '@/locales/es/clinic.json'
import en from '@/locales/en/clinic.json'

// The API client reads the stored session when it loads; unit tests run in Node.
vi.hoisted(() => {
  globalThis.localStorage = {
    getItem: () => null,
    setItem: () => undefined,
    removeItem: () => undefined,
  } as unknown as Storage
})
const { ApiError } = await import('@/lib/api/client')
const { describeError, explainError } = await import('./errors')

async function translator(lng: 'es' | 'en') {
  const i18n = createInstance()
  await i18n.init({
    lng,
    resources: { es: { clinic: es }, en: { clinic: en } },
    defaultNS: 'clinic',
    interpolation: { escapeValue: false },
  })
  return i18n.t
}

const overlap = (rule: 'doctor-overlap' | 'patient-overlap', name: string) =>
  new ApiError(409, {
    error: `${rule}: ${name} already has an appointment on 2026-05-26 at 10:00`,
    rule,
    clash: {
      id: '5c1f0000-0000-4000-8000-000000000000',
      start: '2026-05-26T10:00',
      end: '2026-05-26T10:30',
      doctorId: 'doc-1',
      patientId: 'pat-1',
      name,
    },
  })

describe('a double booking in business terms', () => {
  it('names the doctor, the day and the time, in Spanish', async () => {
    const t = await translator('es')
    expect(explainError(t, overlap('doctor-overlap', 'Dra. Venegas'))).toEqual({
      title: 'Dra. Venegas ya tiene una cita el martes 26 a las 10:00',
    })
    expect(describeError(t, overlap('patient-overlap', 'Lucía Soto'))).toBe(
      'Lucía Soto ya tiene una cita el martes 26 a las 10:00',
    )
  })

  it('never shows the clashing id or the rule code', async () => {
    const t = await translator('en')
    const { title, detail } = explainError(t, overlap('doctor-overlap', 'Dr. Ríos'))
    expect(title).toBe('Dr. Ríos already has an appointment on Tuesday, May 26 at 10:00')
    expect(detail).toBeUndefined()
    expect(title).not.toMatch(/5c1f|overlap/)
  })
})

const refusal = (body: Record<string, unknown>) => new ApiError(409, body)

describe('any other refusal in business terms', () => {
  it('says what a refused time was about in the reader’s language, without the rule code', async () => {
    const t = await translator('es')
    const outside = refusal({
      error: "outside-hours: 16:45–17:15 is outside Dra. Venegas's hours 09:00–13:00 on 2026-05-26",
      rule: 'outside-hours',
      params: { doctor: 'Dra. Venegas', date: '2026-05-26', time: '16:45–17:15', hours: '09:00–13:00' },
    })
    expect(explainError(t, outside)).toEqual({
      title: 'Fuera del horario del doctor',
      detail: '16:45–17:15 queda fuera del horario de Dra. Venegas ese día (09:00–13:00).',
    })
    const early = refusal({
      error: 'illegal-transition: cannot check-in an appointment that is confirmed today (2026-05-24): only on…',
      rule: 'illegal-transition',
      params: { date: '2026-05-26' },
    })
    expect(explainError(t, early).detail).toBe(
      'La llegada y el inicio se registran solo el día de la cita (martes, 26 de mayo).',
    )
  })

  it('counts what still uses a record it refuses to delete, and shows no server sentence it has no words for', async () => {
    const t = await translator('en')
    const used = refusal({
      error: 'in-use: the procedure has 12 appointment(s); deactivate it instead',
      rule: 'in-use',
      count: 12,
    })
    expect(explainError(t, used)).toEqual({
      title: 'It cannot be deleted because it is in use',
      detail: '12 appointments or records still use it: deactivate it instead.',
    })
    const bare = refusal({ error: 'doctor-inactive: Dr. Ríos is inactive', rule: 'doctor-inactive' })
    expect(explainError(t, bare)).toEqual({ title: 'The doctor is inactive', detail: undefined })
  })
})

describe('a day without hours', () => {
  it('names the doctor and the day in each language', async () => {
    const sunday = refusal({
      error: 'not-working: Dra. Uno does not work on 2030-01-20',
      rule: 'not-working',
      params: { doctor: 'Dra. Uno', date: '2030-01-20' },
    })
    expect(explainError(await translator('es'), sunday).detail).toBe('Dra. Uno no atiende el domingo, 20 de enero.')
    expect(explainError(await translator('en'), sunday).detail).toBe(
      'Dra. Uno does not see patients on Sunday, January 20.',
    )
  })
})
