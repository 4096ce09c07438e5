import { api } from '@/lib/api/client'
import type { GymPlan, GymSession, GymTrainer, MembershipState } from '@/shared/schemas/variants'

// The gym's public API (docs/variants.md): one function per operation.

/** The classes of a day, `bookedByMe` for the token's user. */
export const getGymClasses = (date: string) => api.get<GymSession[]>('api/gym/classes', { date })

export const getGymTrainers = () => api.get<Array<GymTrainer & { classesPerWeek: number }>>('api/gym/trainers')

export const getGymPlans = () => api.get<GymPlan[]>('api/gym/plans')

/** The signed-in member's membership. */
export const getMembership = () => api.get<MembershipState>('api/gym/membership')

export const bookGymClass = (classId: string, date: string) =>
  api.post<GymSession>(`api/gym/classes/${encodeURIComponent(classId)}/bookings`, { date })
