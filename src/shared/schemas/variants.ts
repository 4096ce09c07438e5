import { z } from 'zod'
import type { Position } from '../constants/variants'
import { idText, isoDate as isoDateTime } from './fields'

export type { Position }

/**
 * The small data models behind the public home pages of the gym, barber and football variants
 * (documented in docs/variants.md). Times of day are 'HH:mm' in the business's local time; dates
 * 'yyyy-MM-dd'; instants ISO strings.
 */

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (yyyy-MM-dd)')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00`)), 'Not a real date')

// ---- Gym ----------------------------------------------------------------------------------------

export const GYM_CATEGORIES = ['strength', 'cardio', 'cycling', 'mobility', 'combat'] as const
export type GymCategory = (typeof GYM_CATEGORIES)[number]
export const GYM_LEVELS = ['all', 'beginner', 'advanced'] as const

export interface GymTrainer {
  id: string
  name: string
  specialty: string
  bio: string
  yearsExperience: number
  certifications: string[]
}

/** A weekly class: it runs every `weekday` (0 Sunday … 6 Saturday) at `startTime`. */
export interface GymClass {
  id: string
  title: string
  category: GymCategory
  weekday: number
  startTime: string
  durationMin: number
  capacity: number
  room: string
  level: (typeof GYM_LEVELS)[number]
  trainerId: string
}

/** One place taken in one occurrence (class + date) of a class. */
export interface GymBooking {
  id: string
  classId: string
  date: string
  userId: string
}

export interface GymPlan {
  id: string
  name: string
  priceMonthly: number
  perks: string[]
  highlight: boolean
}

export const MEMBERSHIP_STATUSES = ['active', 'frozen', 'expired'] as const
export interface GymMembership {
  id: string
  userId: string
  planId: string
  status: (typeof MEMBERSHIP_STATUSES)[number]
  startedOn: string
  renewsOn: string
}

/** A class as the day's list serves it. */
export interface GymSession extends GymClass {
  date: string
  startsAt: string
  trainer: { id: string; name: string }
  booked: number
  placesLeft: number
  bookedByMe: boolean
}

export interface MembershipState {
  status: GymMembership['status'] | 'none'
  plan: GymPlan | null
  startedOn: string | null
  renewsOn: string | null
  bookingsThisMonth: number
}

export const gymBookingSchema = z.object({ date: isoDate })

// ---- Barber -------------------------------------------------------------------------------------

export interface BarberService {
  id: string
  name: string
  description: string
  /** Euros. */
  price: number
  durationMin: number
  category: 'hair' | 'beard' | 'combo' | 'care'
}

export interface Barber {
  id: string
  name: string
  title: string
  bio: string
  specialties: string[]
  rating: number
  /** Days of the week worked, 0 Sunday … 6 Saturday. */
  workDays: number[]
  opensAt: string
  closesAt: string
}

export interface BarberAppointment {
  id: string
  barberId: string
  serviceId: string
  userId: string
  customerName: string
  startsAt: string
  endsAt: string
  status: 'booked' | 'cancelled'
}

/** Bookable start times fall on this grid from the opening time. */
export const SLOT_STEP_MIN = 30
/** How far ahead the next free slot is looked for. */
export const BOOKING_HORIZON_DAYS = 14

export interface BarberWithSlot extends Barber {
  nextFreeSlot: string | null
}

export interface AppointmentView extends BarberAppointment {
  barber: { id: string; name: string }
  service: { id: string; name: string; price: number; durationMin: number }
}

export const appointmentSchema = z.object({
  barberId: idText(),
  serviceId: idText(),
  startsAt: isoDateTime('Must be a date and time'),
})
export type AppointmentInput = z.infer<typeof appointmentSchema>

// ---- Football -----------------------------------------------------------------------------------

export interface FutbolMatch {
  id: string
  competition: string
  opponent: string
  opponentShort: string
  home: boolean
  kickoff: string
  venue: string
  status: 'scheduled' | 'played'
  goalsFor: number | null
  goalsAgainst: number | null
  scorers: string[]
}

export interface FutbolTraining {
  id: string
  title: string
  focus: string
  startsAt: string
  durationMin: number
  location: string
  intensity: 'low' | 'medium' | 'high'
}

export interface FutbolPlayer {
  id: string
  name: string
  number: number
  position: Position
  age: number
  nationality: string
  appearances: number
  goals: number
  assists: number
  captain: boolean
}

export const matchStatusSchema = z.enum(['upcoming', 'played']).default('upcoming')
