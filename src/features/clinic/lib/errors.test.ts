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
