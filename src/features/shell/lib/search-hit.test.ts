import { describe, expect, it } from 'vitest'
import { hitLines } from './search-hit'

const now = new Date(2026, 10, 27)
const appointment = {
  value: `2026-11-30 15:00 · Adán Salas Urbina`,
  start: `2026-11-30T15:00`,
  procedureName: 'Curación de heridas',
  doctorName: 'Dr. Raúl Guardado Guerra',
}

describe('hitLines', () => {
  it('says an appointment’s date in the reader’s language, with the procedure and doctor below', () => {
    expect(hitLines('appointments', appointment, 'es', now)).toEqual({
      title: 'lun, 30 nov, 15:00 · Adán Salas Urbina',
      detail: 'Curación de heridas · Dr. Raúl Guardado Guerra',
    })
    expect(hitLines('appointments', appointment, 'tr', now).title).toBe('30 Kas Pzt 15:00 · Adán Salas Urbina')
  })

  it('gives a patient’s own appointment the procedure once, in the title', () => {
    const own = { ...appointment, value: `2026-11-30 15:00 · Curación de heridas` }
    expect(hitLines('appointments', own, 'en', now)).toEqual({
      title: 'Mon, Nov 30, 03:00 PM · Curación de heridas',
      detail: 'Dr. Raúl Guardado Guerra',
    })
  })

  it('says the year of an appointment in another year', () => {
    expect(hitLines('appointments', appointment, 'es', new Date(2027, 0, 5)).title).toBe(
      'lun, 30 nov 2026, 15:00 · Adán Salas Urbina',
    )
  })

  it('keeps other rows’ value as the title and their code or subtitle as the detail', () => {
    expect(hitLines('patients', { value: 'Ana Ruiz', documentNumber: '25635374B' }, 'es')).toEqual({
      title: 'Ana Ruiz',
      detail: '25635374B',
    })
    expect(hitLines('specialties', { value: 'Dermatología' }, 'es')).toEqual({ title: 'Dermatología' })
  })
})
