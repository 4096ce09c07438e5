import { beforeAll, describe, expect, it } from 'vitest'
import { createInstance, type i18n as I18n } from 'i18next'
import { format } from 'date-fns'
import { es as esLocale } from 'date-fns/locale/es'
import en from '@/locales/en/sync.json'
import es from '@/locales/es/sync.json'
import tr from '@/locales/tr/sync.json'
import type { DeviceConflict } from '@/shared/sync/device-meta'
import { anotherTimeLink, bookingHref } from './booking-link'
import { conflictActions, conflictSentence, subjectText, type FormatDate, type Translate } from './conflict-text'
import { subjectOf, type ReadRow, type Subject } from './subject'

let i18n: I18n
beforeAll(async () => {
  i18n = createInstance()
  await i18n.init({
    lng: 'en',
    fallbackLng: false,
    ns: ['sync'],
    defaultNS: 'sync',
    resources: { en: { sync: en }, es: { sync: es }, tr: { sync: tr } },
    interpolation: { escapeValue: false },
  })
})
const tIn = (lng: string): Translate => i18n.getFixedT(lng, 'sync') as Translate
const fmt: FormatDate = (d, p) => format(d, p)

const mineBooking = {
  id: 'a1',
  patientId: 'p1',
  doctorId: 'd1',
  procedureId: 'x1',
  start: '2026-05-26T10:00',
  end: '2026-05-26T10:30',
  version: 1,
}
const theirsRow = (row: Record<string, unknown> | null, deleted = false) => ({
  table: 't',
  id: 'r',
  version: 4,
  updatedAt: '2026-05-26T09:00:00.000Z',
  deleted,
  row,
})
const conflict = (over: Partial<DeviceConflict>): DeviceConflict => ({
  seq: 1,
  table: 'appointments',
  rowId: 'a1',
  reason: 'rule',
  rule: 'doctor-overlap',
  message: 'Overlaps',
  mine: mineBooking,
  theirs: null,
  at: '2026-05-25T12:00:00.000Z',
  ...over,
})
const booking: Subject = {
  kind: 'appointment',
  patient: 'Ana Sáenz',
  doctor: 'Dra. Venegas',
  start: '2026-05-26T10:00',
}
const contact: Subject = { kind: 'record', table: 'contacts', name: 'Jane Doe' }

describe('conflict sentences', () => {
  it('a booking refused because the time was taken, in the business terms', () => {
    expect(conflictSentence(tIn('en'), fmt, conflict({}), booking)).toBe(
      'Your booking for Ana Sáenz with Dra. Venegas on Tue 26 at 10:00 could not be kept: that time was booked from another device.',
    )
  })

  it('speaks Spanish and Turkish, dates in the language', () => {
    const fmtEs: FormatDate = (d, p) => format(d, p, { locale: esLocale })
    expect(conflictSentence(tIn('es'), fmtEs, conflict({}), booking)).toBe(
      'Tu reserva para Ana Sáenz con Dra. Venegas el mar 26 a las 10:00 no se pudo conservar: esa hora se reservó desde otro dispositivo.',
    )
    expect(conflictSentence(tIn('tr'), fmt, conflict({}), booking)).toContain('Ana Sáenz için Dra. Venegas ile')
    expect(conflictSentence(tIn('tr'), fmt, conflict({}), booking)).toContain(
      'o saat başka bir cihazdan rezerve edildi',
    )
  })

  it.each([
    ['stale', {}, 'it was changed on another device meanwhile'],
    ['stale', { theirs: theirsRow(null, true) }, 'it was deleted on another device'],
    ['forbidden', { rule: undefined }, 'your account is no longer allowed to make this change'],
    [
      'invalid',
      { rule: undefined, field: 'row.birthDate', message: 'Must be a date' },
      'the server found it invalid (row.birthDate: Must be a date)',
    ],
  ] as const)('reason %s on each table kind', (reason, over, why) => {
    const c = conflict({ reason, theirs: theirsRow({ id: 'r' }), ...over })
    expect(conflictSentence(tIn('en'), fmt, c, booking)).toBe(
      `Your booking for Ana Sáenz with Dra. Venegas on Tue 26 at 10:00 could not be kept: ${why}.`,
    )
    expect(conflictSentence(tIn('en'), fmt, { ...c, table: 'contacts' }, contact)).toBe(
      `Your change to Contact Jane Doe could not be kept: ${why}.`,
    )
    expect(
      conflictSentence(
        tIn('en'),
        fmt,
        { ...c, table: 'tasks', mine: null },
        { kind: 'record', table: 'tasks', name: 'Call the lab' },
      ),
    ).toBe(`Your deletion of Task Call the lab could not be kept: ${why}.`)
    expect(
      conflictSentence(
        tIn('en'),
        fmt,
        { ...c, table: 'someNewTable' },
        { kind: 'record', table: 'someNewTable', name: null },
      ),
    ).toBe(`Your change to Record could not be kept: ${why}.`)
  })

  it.each([
    ['patient-overlap', 'the patient already has an appointment at that time'],
    ['outside-hours', 'the doctor does not work at that time'],
    ['break', 'the doctor does not work at that time'],
    ['blocked-day', 'the clinic is closed that day'],
    ['doctor-procedure', 'the doctor does not perform that procedure'],
    ['doctor-inactive', 'the doctor is no longer active'],
    ['unknown-reference', 'something it refers to no longer exists'],
    ['something-new', 'a rule of the business refused it (Overlaps)'],
  ])('rule %s', (rule, why) => {
    expect(conflictSentence(tIn('en'), fmt, conflict({ rule }), booking)).toMatch(
      new RegExp(`: ${why.replace(/[()]/g, '\\$&')}\\.$`),
    )
  })

  it('a unique rule names the field; every rule has its text in es and tr', () => {
    expect(
      conflictSentence(tIn('en'), fmt, conflict({ table: 'persons', rule: 'unique', field: 'documentNumber' }), {
        kind: 'record',
        table: 'persons',
        name: 'Ana Sáenz',
      }),
    ).toBe('Your change to Patient Ana Sáenz could not be kept: another record already uses that documentNumber.')
    for (const lng of ['es', 'tr']) {
      for (const rule of Object.keys(en.why.rule))
        expect(i18n.exists(`why.rule.${rule}`, { lng, ns: 'sync' }), `${lng} ${rule}`).toBe(true)
    }
  })

  it('names what is missing rather than printing nothing', () => {
    expect(subjectText(tIn('en'), fmt, { kind: 'appointment', patient: null, doctor: null, start: null })).toBe(
      'Appointment for a patient with the doctor on an unknown time',
    )
  })
})

describe('what the user can do', () => {
  it('a refused booking: another time or discard; stale: reapply or discard; forbidden and invalid: discard', () => {
    expect(conflictActions(conflict({}))).toEqual(['anotherTime', 'discard'])
    expect(conflictActions(conflict({ reason: 'stale' }))).toEqual(['reapply', 'discard'])
    expect(conflictActions(conflict({ table: 'contacts', reason: 'stale' }))).toEqual(['reapply', 'discard'])
    expect(conflictActions(conflict({ reason: 'forbidden' }))).toEqual(['discard'])
    expect(conflictActions(conflict({ table: 'persons', reason: 'invalid' }))).toEqual(['discard'])
  })

  it('choose another time opens the booking with the same patient, doctor, procedure and day', () => {
    const link = anotherTimeLink(conflict({}))
    expect(link).toEqual({
      to: '/medical/envio-medical/$id',
      params: { id: '0' },
      search: { patientId: 'p1', doctorId: 'd1', procedureId: 'x1', date: '2026-05-26' },
    })
    expect(bookingHref(link!)).toBe('/medical/envio-medical/0?patientId=p1&doctorId=d1&procedureId=x1&date=2026-05-26')
    expect(anotherTimeLink(conflict({ table: 'contacts' }))).toBeUndefined()
    expect(anotherTimeLink(conflict({ mine: null }))).toBeUndefined()
  })
})

describe('subjects', () => {
  const rows: Record<string, Record<string, Record<string, unknown>>> = {
    persons: { p1: { fullName: 'Ana Sáenz' } },
    doctors: { d1: { name: 'Dra. Venegas' } },
  }
  const read: ReadRow = async (table, id) => rows[table]?.[id]

  it('an appointment by its patient, doctor and time; other rows by their own name', async () => {
    expect(await subjectOf(read, 'appointments', mineBooking)).toEqual(booking)
    expect(await subjectOf(read, 'contacts', { name: 'Jane Doe' })).toEqual(contact)
    expect(await subjectOf(read, 'persons', { names: 'Ana', surnames: 'Sáenz' })).toEqual({
      kind: 'record',
      table: 'persons',
      name: 'Ana Sáenz',
    })
    expect(await subjectOf(read, 'tasks', { title: ' Call ' })).toEqual({
      kind: 'record',
      table: 'tasks',
      name: 'Call',
    })
    expect(await subjectOf(read, 'appointments', { patientId: 'gone' })).toEqual({
      kind: 'appointment',
      patient: null,
      doctor: null,
      start: null,
    })
  })
})
