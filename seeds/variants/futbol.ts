import type Dexie from 'dexie'
import type { Faker } from '@faker-js/faker'
import { addDays, nextSunday, previousSunday, set } from 'date-fns'
import { seedRows } from '@/shared/db/mutate'
import type { FutbolMatch, FutbolPlayer, FutbolTraining, Position } from '@/shared/schemas/variants'
import { seededId } from '../random'

const OPPONENTS: Array<[string, string]> = [
  ['Atlético Ribera', 'ATR'],
  ['Deportivo Sierra Norte', 'DSN'],
  ['Real Olivar', 'ROL'],
  ['CD Puerto Alto', 'CPA'],
  ['Unión Valle Verde', 'UVV'],
  ['Racing Almenara', 'RAL'],
  ['SD Las Torres', 'SDT'],
  ['CF Miramar', 'CFM'],
  ['Sporting Campiña', 'SCA'],
  ['UD Montecillo', 'UDM'],
  ['Club Atlético Brisas', 'CAB'],
  ['Rayo del Sur', 'RDS'],
  ['Juventud Alameda', 'JAL'],
  ['CD Santa Clara', 'CSC'],
]

const TRAININGS: Array<Omit<FutbolTraining, 'id' | 'startsAt'> & { weekday: number; time: [number, number] }> = [
  {
    title: 'Recuperación',
    focus: 'Regenerativo, estiramientos y piscina',
    durationMin: 60,
    location: 'Ciudad deportiva · Gimnasio',
    intensity: 'low',
    weekday: 1,
    time: [10, 0],
  },
  {
    title: 'Táctica defensiva',
    focus: 'Bloque bajo, basculaciones y balón parado en contra',
    durationMin: 90,
    location: 'Campo 2',
    intensity: 'medium',
    weekday: 2,
    time: [18, 30],
  },
  {
    title: 'Físico y velocidad',
    focus: 'Series cortas, cambios de ritmo y fuerza',
    durationMin: 75,
    location: 'Campo 1',
    intensity: 'high',
    weekday: 3,
    time: [18, 30],
  },
  {
    title: 'Ataque posicional',
    focus: 'Juego de posición y finalización',
    durationMin: 90,
    location: 'Campo 1',
    intensity: 'high',
    weekday: 4,
    time: [18, 30],
  },
  {
    title: 'Activación prepartido',
    focus: 'Balón parado y once inicial',
    durationMin: 60,
    location: 'Estadio',
    intensity: 'low',
    weekday: 6,
    time: [11, 0],
  },
]

const SQUAD: Array<[Position, number]> = [
  ['GK', 1],
  ['GK', 13],
  ['GK', 25],
  ['DF', 2],
  ['DF', 3],
  ['DF', 4],
  ['DF', 5],
  ['DF', 12],
  ['DF', 15],
  ['DF', 22],
  ['MF', 6],
  ['MF', 8],
  ['MF', 10],
  ['MF', 14],
  ['MF', 16],
  ['MF', 18],
  ['MF', 20],
  ['FW', 7],
  ['FW', 9],
  ['FW', 11],
  ['FW', 17],
  ['FW', 19],
]

const NATIONS = [
  'España',
  'España',
  'España',
  'Argentina',
  'Colombia',
  'México',
  'Uruguay',
  'Portugal',
  'Venezuela',
  'Chile',
]

export const FUTBOL_TABLES = ['futbolMatches', 'futbolTrainings', 'futbolPlayers']

export async function seedFutbol(db: Dexie, faker: Faker, names: Faker, now: Date) {
  const players: FutbolPlayer[] = SQUAD.map(([position, number]) => {
    const appearances = faker.number.int({ min: position === 'GK' && number !== 1 ? 0 : 3, max: 24 })
    const scoring = { GK: 0, DF: 0.04, MF: 0.15, FW: 0.45 }[position]
    return {
      id: seededId(faker),
      name: `${names.person.firstName('male')} ${names.person.lastName()}`,
      number,
      position,
      age: faker.number.int({ min: 18, max: 35 }),
      nationality: faker.helpers.arrayElement(NATIONS),
      appearances,
      goals: Math.round(appearances * scoring * faker.number.float({ min: 0.5, max: 1.5 })),
      assists: Math.round(appearances * (scoring / 2 + 0.05) * faker.number.float({ min: 0.3, max: 1.2 })),
      captain: number === 10,
    }
  })
  const scorersPool = players.filter((p) => p.position !== 'GK')
  const opponents = faker.helpers.shuffle([...OPPONENTS])
  const matches: FutbolMatch[] = []
  // Eight Sundays of results behind us, six fixtures ahead; the cup plays midweek once.
  let played = previousSunday(now)
  for (let i = 0; i < 8; i++, played = addDays(played, -7)) {
    const [opponent, short] = opponents[i]!
    const goalsFor = faker.number.int({ min: 0, max: 4 })
    matches.push({
      id: seededId(faker),
      competition: i === 3 ? 'Copa Regional' : 'Liga Primera Autonómica',
      opponent,
      opponentShort: short,
      home: i % 2 === 0,
      kickoff: set(played, { hours: 17, minutes: 0, seconds: 0, milliseconds: 0 }).toISOString(),
      venue: i % 2 === 0 ? 'Estadio Municipal' : `Campo de ${opponent}`,
      status: 'played',
      goalsFor,
      goalsAgainst: faker.number.int({ min: 0, max: 3 }),
      scorers: Array.from({ length: goalsFor }, () => faker.helpers.arrayElement(scorersPool).name),
    })
  }
  let next = nextSunday(now)
  for (let i = 0; i < 6; i++, next = addDays(next, 7)) {
    const [opponent, short] = opponents[8 + i]!
    const kickoff = i === 2 ? addDays(next, -4) : next
    matches.push({
      id: seededId(faker),
      competition: i === 2 ? 'Copa Regional' : 'Liga Primera Autonómica',
      opponent,
      opponentShort: short,
      home: i % 2 === 1,
      kickoff: set(kickoff, {
        hours: i === 2 ? 20 : 17,
        minutes: i === 2 ? 30 : 0,
        seconds: 0,
        milliseconds: 0,
      }).toISOString(),
      venue: i % 2 === 1 ? 'Estadio Municipal' : `Campo de ${opponent}`,
      status: 'scheduled',
      goalsFor: null,
      goalsAgainst: null,
      scorers: [],
    })
  }
  const trainings: FutbolTraining[] = []
  for (let d = -1; d < 15; d++) {
    const day = addDays(now, d)
    for (const t of TRAININGS.filter((x) => x.weekday === day.getDay())) {
      const { weekday: _w, time, ...rest } = t
      trainings.push({
        id: seededId(faker),
        ...rest,
        startsAt: set(day, { hours: time[0], minutes: time[1], seconds: 0, milliseconds: 0 }).toISOString(),
      })
    }
  }
  await seedRows(db, 'futbolPlayers', players)
  await seedRows(db, 'futbolMatches', matches)
  await seedRows(db, 'futbolTrainings', trainings)
}
