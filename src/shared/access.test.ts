import { describe, expect, it } from 'vitest'
import { mayOpen } from './access'

describe('mayOpen', () => {
  it('keeps booking a new appointment from doctors, as the booking route does', () => {
    expect(mayOpen('doctor', '/medical/envio-medical/0')).toBe(false)
    expect(mayOpen('doctor', '/medical/envio-medical/0?doctorId=d1')).toBe(false)
    for (const role of ['admin', 'reception', 'patient'] as const)
      expect(mayOpen(role, '/medical/envio-medical/0?doctorId=d1')).toBe(true)
  })

  it('lets a doctor open an existing appointment and its agendas', () => {
    expect(mayOpen('doctor', '/medical/envio-medical/appt-1')).toBe(true)
    expect(mayOpen('doctor', '/medical/general-agenda?doctors=d1')).toBe(true)
  })

  it('keeps the staff apps from a patient, query or not', () => {
    expect(mayOpen('patient', '/apps/chat')).toBe(false)
    expect(mayOpen('patient', '/apps/tasks?filter=x')).toBe(false)
    expect(mayOpen('patient', 'https://wa.me/')).toBe(true)
  })
})
