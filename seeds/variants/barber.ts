import type Dexie from 'dexie'
import type { Faker } from '@faker-js/faker'
import { addDays } from 'date-fns'
import { seedRows } from '@/shared/db/mutate'
import { SLOT_STEP_MIN, type Barber, type BarberAppointment, type BarberService } from '@/shared/schemas/variants'
import { seededId } from '../random'

const SERVICES: Array<Omit<BarberService, 'id'>> = [
  {
    name: 'Corte clásico',
    description: 'Tijera y máquina, lavado y peinado.',
    price: 18,
    durationMin: 30,
    category: 'hair',
  },
  {
    name: 'Degradado (fade)',
    description: 'Fade a medida con acabado a navaja.',
    price: 22,
    durationMin: 45,
    category: 'hair',
  },
  {
    name: 'Arreglo de barba',
    description: 'Perfilado, toalla caliente y aceite.',
    price: 14,
    durationMin: 30,
    category: 'beard',
  },
  {
    name: 'Afeitado a navaja',
    description: 'Afeitado tradicional con toalla caliente.',
    price: 20,
    durationMin: 30,
    category: 'beard',
  },
  {
    name: 'Corte + barba',
    description: 'El combo de la casa: corte y barba completos.',
    price: 30,
    durationMin: 60,
    category: 'combo',
  },
  { name: 'Corte infantil', description: 'Para menores de 12 años.', price: 13, durationMin: 30, category: 'hair' },
  {
    name: 'Tratamiento capilar',
    description: 'Lavado profundo, mascarilla y masaje.',
    price: 25,
    durationMin: 45,
    category: 'care',
  },
  {
    name: 'Color de barba',
    description: 'Tinte natural para cubrir canas.',
    price: 19,
    durationMin: 30,
    category: 'care',
  },
]

const BARBERS: Array<Omit<Barber, 'id' | 'name'>> = [
  {
    title: 'Maestro barbero',
    bio: 'Veinte años de tijera clásica y navaja.',
    specialties: ['Afeitado a navaja', 'Corte clásico'],
    rating: 4.9,
    workDays: [1, 2, 3, 4, 5, 6],
    opensAt: '09:00',
    closesAt: '19:00',
  },
  {
    title: 'Especialista en fades',
    bio: 'Degradados limpios y diseños a máquina.',
    specialties: ['Degradado (fade)', 'Diseños'],
    rating: 4.8,
    workDays: [2, 3, 4, 5, 6],
    opensAt: '10:00',
    closesAt: '20:00',
  },
  {
    title: 'Barbero',
    bio: 'Barbas cuidadas y tratamientos capilares.',
    specialties: ['Arreglo de barba', 'Tratamiento capilar'],
    rating: 4.7,
    workDays: [1, 2, 3, 4, 5],
    opensAt: '09:00',
    closesAt: '18:00',
  },
  {
    title: 'Barbera',
    bio: 'Cortes modernos y atención a los más pequeños.',
    specialties: ['Corte infantil', 'Texturizados'],
    rating: 4.8,
    workDays: [0, 3, 4, 5, 6],
    opensAt: '11:00',
    closesAt: '20:00',
  },
]

export const BARBER_TABLES = ['barberServices', 'barbers', 'barberAppointments']

const at = (day: Date, minutesOfDay: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), 0, minutesOfDay)
const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3))

export async function seedBarber(db: Dexie, faker: Faker, names: Faker, now: Date) {
  const services = SERVICES.map((s) => ({ id: seededId(faker), ...s }))
  // The titles are gendered in Spanish ('Barbero', 'Barbera'), so the names follow them.
  const barbers = BARBERS.map((b) => ({
    id: seededId(faker),
    name: names.person.firstName(b.title === 'Barbera' ? 'female' : 'male'),
    ...b,
  }))
  // A busy week ahead: each barber's agenda about 55 % full, with the next hours of today mostly taken.
  const appointments: BarberAppointment[] = []
  for (const [index, barber] of barbers.entries()) {
    for (let d = 0; d < 7; d++) {
      const day = addDays(now, d)
      if (!barber.workDays.includes(day.getDay())) continue
      let t = mins(barber.opensAt)
      const close = mins(barber.closesAt)
      while (t < close) {
        const service = faker.helpers.arrayElement(services)
        const start = at(day, t)
        const soon = d === 0 && start.getTime() - now.getTime() < (index + 1) * 90 * 60_000
        if (t + service.durationMin <= close && (soon || faker.datatype.boolean(0.55))) {
          appointments.push({
            id: seededId(faker),
            barberId: barber.id,
            serviceId: service.id,
            userId: `customer-${faker.number.int(999)}`,
            customerName: `${names.person.firstName()} ${names.person.lastName()}`,
            startsAt: start.toISOString(),
            endsAt: new Date(start.getTime() + service.durationMin * 60_000).toISOString(),
            status: 'booked',
          })
          t += Math.ceil(service.durationMin / SLOT_STEP_MIN) * SLOT_STEP_MIN
        } else t += SLOT_STEP_MIN
      }
    }
  }
  await seedRows(db, 'barberServices', services)
  await seedRows(db, 'barbers', barbers)
  await seedRows(db, 'barberAppointments', appointments)
}
