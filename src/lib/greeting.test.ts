import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import es from '@/locales/es/common.json'
import en from '@/locales/en/common.json'
import tr from '@/locales/tr/common.json'
import { addressName, dayPart, greeting } from './greeting'

async function translator(lng: 'es' | 'en' | 'tr') {
  const i18n = createInstance()
  await i18n.init({
    lng,
    resources: { es: { common: es }, en: { common: en }, tr: { common: tr } },
    interpolation: { escapeValue: false },
  })
  return i18n.t
}

describe('greeting', () => {
  it('greets a doctor by title and surname, never by the title alone', async () => {
    const t = await translator('es')
    expect(greeting(t, 'Dra. Ana Venegas', new Date(2026, 10, 24, 16, 0))).toBe('Buenas tardes, Dra. Venegas')
    expect(greeting(t, 'Dr. Tomás Ríos', new Date(2026, 10, 24, 9, 0))).toBe('Buenos días, Dr. Ríos')
  })

  it('greets a doctor with two surnames by the first of them, as Spanish names are used', async () => {
    const t = await translator('es')
    expect(greeting(t, 'Dra. Roser Zarate Tello', new Date(2026, 10, 24, 16, 0))).toBe('Buenas tardes, Dra. Zarate')
    expect(addressName('Dra. María Luisa Ríos Bonilla')).toBe('Dra. Ríos')
    expect(addressName('Dr. Ernesto Sepúlveda Ulibarri')).toBe('Dr. Sepúlveda')
  })

  it('greets anyone else by first name, and nobody by an empty name', async () => {
    expect(addressName('Rocío Méndez Salas')).toBe('Rocío')
    expect(addressName('  Brian Hughes ')).toBe('Brian')
    expect(greeting(await translator('en'), 'Brian Hughes', new Date(2026, 10, 24, 20, 0))).toBe('Good evening, Brian')
    expect(greeting(await translator('tr'), '', new Date(2026, 10, 24, 8, 0))).toBe('Günaydın')
  })

  it('splits the day at noon and at 19:00 on every page', () => {
    expect([0, 11, 12, 18, 19, 23].map(dayPart)).toEqual([
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
    ])
  })
})
