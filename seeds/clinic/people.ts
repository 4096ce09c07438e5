import type { Faker } from '@faker-js/faker'
import type { Doctor, PlanDay } from '@/shared/schemas/clinic/doctors'
import type { Person } from '@/shared/schemas/clinic/persons'
import { addDays, localDate } from '@/shared/clinic/time'
import { DOCTOR_COLORS, type SpecialtyKey } from './catalog-data'

type Row<T> = Omit<T, 'updatedAt' | 'version'>

/** Three kinds of week: full days with lunch, morning + afternoon shifts, and split shifts with Saturdays. */
const days = (weekdays: Array<PlanDay['weekday']>, start: string, end: string, breaks: PlanDay['breaks']): PlanDay[] =>
  weekdays.map((weekday) => ({ weekday, start, end, breaks }))

const PLANS: PlanDay[][] = [
  days([1, 2, 3, 4, 5], '08:00', '16:00', [{ start: '12:00', end: '13:00' }]),
  [...days([1, 2, 3, 4, 5], '09:00', '18:00', [{ start: '13:00', end: '14:00' }]), ...days([6], '08:00', '12:00', [])],
  [
    ...days([1, 3, 5], '14:00', '20:00', [{ start: '17:00', end: '17:15' }]),
    ...days([2, 4], '08:00', '13:00', [{ start: '10:30', end: '10:45' }]),
  ],
]

/** Eight doctors in five specialties; the first (Medicina General) is the doctor@clinica.test account's. */
const DOCTOR_SPECS: Array<{ specialty: SpecialtyKey; sex: 'female' | 'male'; plan: number; slot: number }> = [
  { specialty: 'mg', sex: 'female', plan: 0, slot: 15 },
  { specialty: 'mg', sex: 'male', plan: 2, slot: 15 },
  { specialty: 'ped', sex: 'female', plan: 1, slot: 15 },
  { specialty: 'ped', sex: 'male', plan: 2, slot: 15 },
  { specialty: 'der', sex: 'female', plan: 1, slot: 15 },
  { specialty: 'odo', sex: 'male', plan: 0, slot: 15 },
  { specialty: 'odo', sex: 'female', plan: 2, slot: 15 },
  { specialty: 'gin', sex: 'female', plan: 1, slot: 15 },
]

export function buildDoctors(
  faker: Faker,
  today: string,
  specialtyIds: Record<SpecialtyKey, string>,
  proceduresBy: Record<SpecialtyKey, string[]>,
): Array<Row<Doctor>> {
  const licences = new Set<string>()
  return DOCTOR_SPECS.map((spec, i) => {
    const first = faker.person.firstName(spec.sex)
    const last = surnames(faker)
    let licence = ''
    while (!licence || licences.has(licence)) licence = `COL-${faker.string.numeric(7)}`
    licences.add(licence)
    const exceptions: Doctor['exceptions'] = []
    // A short holiday coming up for one doctor, and a day of other hours for another, so the agenda
    // shows both kinds of exception.
    if (i === 2)
      exceptions.push({
        id: faker.string.uuid(),
        from: addDays(today, 5),
        to: addDays(today, 7),
        kind: 'off',
        breaks: [],
        reason: 'Vacaciones',
      })
    if (i === 5) {
      exceptions.push({
        id: faker.string.uuid(),
        from: addDays(today, 3),
        to: addDays(today, 3),
        kind: 'hours',
        start: '10:00',
        end: '14:00',
        breaks: [],
        reason: 'Congreso por la tarde',
      })
    }
    const name = `${spec.sex === 'female' ? 'Dra.' : 'Dr.'} ${first} ${last}`
    return {
      id: faker.string.uuid(),
      name,
      specialtyId: specialtyIds[spec.specialty],
      licence,
      color: DOCTOR_COLORS[i]!,
      email: `${slug(first)}.${slug(last.split(' ')[0]!)}@clinica.test`,
      phone: `+34 6${faker.string.numeric(2)} ${faker.string.numeric(3)} ${faker.string.numeric(3)}`,
      active: true,
      procedureIds: proceduresBy[spec.specialty],
      slotMinutes: spec.slot,
      plan: PLANS[spec.plan]!,
      exceptions,
    }
  })
}

/**
 * Two Spanish surnames, paternal and maternal, one word each: faker's list holds a few compound ones
 * ("Espinosa de los Monteros", "de Jesús"), and a name ending in the particle ("Rosario Negrón de") read as cut.
 */
const surnames = (faker: Faker) => `${oneWord(faker.person.lastName())} ${oneWord(faker.person.lastName())}`
const oneWord = (surname: string) => surname.split(' ').find((w) => /^\p{Lu}/u.test(w)) ?? surname

/** Lower-case ASCII for e-mail addresses built from Spanish names. */
export const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE'

function documentFor(faker: Faker): Pick<Person, 'documentType' | 'documentNumber'> {
  const r = faker.number.int(99)
  if (r < 85) {
    const n = faker.number.int({ min: 10_000_000, max: 99_999_999 })
    return { documentType: 'national-id', documentNumber: `${n}${DNI_LETTERS[n % 23]}` }
  }
  if (r < 95)
    return {
      documentType: 'foreign-id',
      documentNumber: `${faker.helpers.arrayElement(['X', 'Y', 'Z'])}${faker.string.numeric(7)}${faker.string.alpha({ length: 1, casing: 'upper' })}`,
    }
  return {
    documentType: 'passport',
    documentNumber: `${faker.string.alpha({ length: 3, casing: 'upper' })}${faker.string.numeric(6)}`,
  }
}

const RELATIONSHIPS = ['Madre', 'Padre', 'Pareja', 'Hija', 'Hijo', 'Hermana', 'Hermano', 'Amiga', 'Amigo']

export function buildPatients(faker: Faker, count: number, now: Date): Array<Row<Person>> {
  const today = localDate(now)
  const documents = new Set<string>()
  const out: Array<Row<Person>> = []
  for (let i = 0; i < count; i++) {
    const sex = faker.helpers.weightedArrayElement([
      { value: 'female' as const, weight: 52 },
      { value: 'male' as const, weight: 46 },
      { value: 'other' as const, weight: 2 },
    ])
    const names = faker.person.firstName(sex === 'other' ? undefined : sex)
    const last = surnames(faker)
    let doc = documentFor(faker)
    while (documents.has(`${doc.documentType}:${doc.documentNumber}`)) doc = documentFor(faker)
    documents.add(`${doc.documentType}:${doc.documentNumber}`)
    const birth = faker.date.birthdate({ mode: 'age', min: 0, max: 92, refDate: now })
    const birthDate = localDate(birth) > today ? today : localDate(birth)
    const hasEmail = faker.number.int(99) < 80
    out.push({
      id: faker.string.uuid(),
      ...doc,
      names,
      surnames: last,
      fullName: `${names} ${last}`,
      birthDate,
      sex,
      phone: `+34 6${faker.string.numeric(2)} ${faker.string.numeric(3)} ${faker.string.numeric(3)}`,
      email: hasEmail ? `${slug(names)}.${slug(last.split(' ')[0]!)}${faker.number.int(99)}@example.com` : null,
      address: `${faker.location.streetAddress()}, ${faker.location.city()}`,
      emergencyContact:
        faker.number.int(99) < 70
          ? {
              name: `${faker.person.firstName()} ${faker.person.lastName()}`,
              phone: `+34 6${faker.string.numeric(2)} ${faker.string.numeric(3)} ${faker.string.numeric(3)}`,
              relationship: faker.helpers.arrayElement(RELATIONSHIPS),
            }
          : null,
      notes:
        faker.number.int(99) < 15
          ? faker.helpers.arrayElement([
              'Alergia a la penicilina',
              'Hipertensión en tratamiento',
              'Diabetes tipo 2',
              'Asma leve',
              'Prefiere citas por la mañana',
            ])
          : '',
      active: i < 2 || faker.number.int(99) < 97,
      createdAt: new Date(now.getTime() - faker.number.int({ min: 20, max: 900 }) * 86_400_000).toISOString(),
    })
  }
  return out
}
