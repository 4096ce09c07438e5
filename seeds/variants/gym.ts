import type Dexie from 'dexie'
import type { Faker } from '@faker-js/faker'
import { format, addDays, startOfWeek } from 'date-fns'
import { seedRows } from '@/shared/db/mutate'
import type { GymBooking, GymClass, GymMembership, GymPlan, GymTrainer } from '@/shared/schemas/variants'
import { seededId } from '../random'

const TRAINERS: Array<Omit<GymTrainer, 'id' | 'name'>> = [
  {
    specialty: 'Fuerza y powerlifting',
    bio: 'Técnica antes que peso: programas de fuerza para todos los niveles.',
    yearsExperience: 9,
    certifications: ['NSCA-CSCS', 'Powerlifting nivel 2'],
  },
  {
    specialty: 'HIIT y acondicionamiento',
    bio: 'Sesiones cortas e intensas que se adaptan a tu ritmo.',
    yearsExperience: 6,
    certifications: ['ACE Personal Trainer'],
  },
  {
    specialty: 'Ciclismo indoor',
    bio: 'Música, cadencia y vatios: cada clase es un viaje distinto.',
    yearsExperience: 7,
    certifications: ['Spinning Instructor', 'Primeros auxilios'],
  },
  {
    specialty: 'Yoga y movilidad',
    bio: 'Respiración, equilibrio y espalda sana para rendir más.',
    yearsExperience: 11,
    certifications: ['RYT-500', 'Pilates mat'],
  },
  {
    specialty: 'Boxeo y artes marciales',
    bio: 'Coordinación, potencia y confianza con guantes puestos.',
    yearsExperience: 8,
    certifications: ['Entrenador de boxeo FEB'],
  },
  {
    specialty: 'Entrenamiento funcional',
    bio: 'Moverse mejor en la vida diaria: kettlebells, TRX y peso corporal.',
    yearsExperience: 5,
    certifications: ['FMS nivel 1', 'Kettlebell RKC'],
  },
]

/** The class types and which trainer (by index) leads them. */
const TYPES: Array<
  Pick<GymClass, 'title' | 'category' | 'durationMin' | 'capacity' | 'room' | 'level'> & { trainer: number }
> = [
  {
    title: 'Fuerza total',
    category: 'strength',
    durationMin: 60,
    capacity: 14,
    room: 'Sala de pesas',
    level: 'all',
    trainer: 0,
  },
  {
    title: 'Powerlifting',
    category: 'strength',
    durationMin: 75,
    capacity: 8,
    room: 'Sala de pesas',
    level: 'advanced',
    trainer: 0,
  },
  { title: 'HIIT 30', category: 'cardio', durationMin: 30, capacity: 20, room: 'Estudio 1', level: 'all', trainer: 1 },
  {
    title: 'Cardio box',
    category: 'cardio',
    durationMin: 45,
    capacity: 18,
    room: 'Estudio 1',
    level: 'beginner',
    trainer: 1,
  },
  {
    title: 'Ciclo indoor',
    category: 'cycling',
    durationMin: 45,
    capacity: 24,
    room: 'Sala de ciclo',
    level: 'all',
    trainer: 2,
  },
  {
    title: 'Ciclo intervalos',
    category: 'cycling',
    durationMin: 50,
    capacity: 24,
    room: 'Sala de ciclo',
    level: 'advanced',
    trainer: 2,
  },
  {
    title: 'Yoga flow',
    category: 'mobility',
    durationMin: 60,
    capacity: 16,
    room: 'Estudio 2',
    level: 'all',
    trainer: 3,
  },
  {
    title: 'Movilidad y espalda',
    category: 'mobility',
    durationMin: 45,
    capacity: 12,
    room: 'Estudio 2',
    level: 'beginner',
    trainer: 3,
  },
  { title: 'Boxeo técnico', category: 'combat', durationMin: 60, capacity: 12, room: 'Ring', level: 'all', trainer: 4 },
  {
    title: 'Funcional KB',
    category: 'strength',
    durationMin: 45,
    capacity: 14,
    room: 'Zona funcional',
    level: 'all',
    trainer: 5,
  },
]

const HOURS = ['07:00', '08:30', '10:00', '12:30', '14:00', '17:30', '18:30', '19:30', '20:30']

export const GYM_TABLES = ['gymTrainers', 'gymClasses', 'gymBookings', 'gymPlans', 'gymMemberships']

export async function seedGym(db: Dexie, faker: Faker, names: Faker, now: Date, demoUserId: string) {
  const trainers: GymTrainer[] = TRAINERS.map((t) => ({
    id: seededId(faker),
    name: `${names.person.firstName()} ${names.person.lastName()}`,
    ...t,
  }))
  const classes: GymClass[] = []
  for (let weekday = 0; weekday < 7; weekday++) {
    // Sundays are light; weekdays fill the morning and the evening rush.
    const hours =
      weekday === 0 ? HOURS.filter((_, i) => i % 3 === 1) : faker.helpers.arrayElements(HOURS, { min: 5, max: 7 })
    for (const startTime of [...hours].sort()) {
      const type = faker.helpers.arrayElement(TYPES)
      classes.push({
        id: seededId(faker),
        title: type.title,
        category: type.category,
        weekday,
        startTime,
        durationMin: type.durationMin,
        capacity: type.capacity,
        room: type.room,
        level: type.level,
        trainerId: trainers[type.trainer]!.id,
      })
    }
  }
  // Places taken this week by other members: some classes full, most with a few places left.
  const week = startOfWeek(now, { weekStartsOn: 1 })
  const bookings: GymBooking[] = []
  for (let d = 0; d < 7; d++) {
    const date = addDays(week, d)
    const day = format(date, 'yyyy-MM-dd')
    for (const c of classes.filter((x) => x.weekday === date.getDay())) {
      const taken = faker.datatype.boolean(0.2) ? c.capacity : faker.number.int({ min: 2, max: c.capacity - 2 })
      for (let i = 0; i < taken; i++)
        bookings.push({
          id: seededId(faker),
          classId: c.id,
          date: day,
          userId: `member-${faker.number.int({ min: 1, max: 400 })}-${i}`,
        })
    }
  }
  const plans: GymPlan[] = [
    {
      id: seededId(faker),
      name: 'Básico',
      priceMonthly: 29,
      perks: ['Sala de pesas y cardio', '2 clases por semana', 'Vestuarios y duchas'],
      highlight: false,
    },
    {
      id: seededId(faker),
      name: 'Completo',
      priceMonthly: 45,
      perks: ['Clases ilimitadas', 'Reserva con 7 días de antelación', 'Valoración física trimestral'],
      highlight: true,
    },
    {
      id: seededId(faker),
      name: 'Premium',
      priceMonthly: 69,
      perks: ['Todo lo del plan Completo', '2 sesiones personales al mes', 'Toalla y taquilla fija'],
      highlight: false,
    },
  ]
  const memberships: GymMembership[] = [
    {
      id: seededId(faker),
      userId: demoUserId,
      planId: plans[1]!.id,
      status: 'active',
      startedOn: format(addDays(now, -200), 'yyyy-MM-dd'),
      renewsOn: format(addDays(now, 24), 'yyyy-MM-dd'),
    },
  ]
  await seedRows(db, 'gymTrainers', trainers)
  await seedRows(db, 'gymClasses', classes)
  await seedRows(db, 'gymBookings', bookings)
  await seedRows(db, 'gymPlans', plans)
  await seedRows(db, 'gymMemberships', memberships)
}
