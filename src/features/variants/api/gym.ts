import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { GymPlan, GymSession, GymTrainer, MembershipState } from '@/shared/schemas/variants'

// The gym's public API (docs/variants.md): one function per operation, with its query options.

export const gymClassesQuery = (date: string | undefined, userId: string | undefined) =>
  queryOptions({ queryKey: ['gym', 'classes', date ?? 'today', userId ?? 'guest'], queryFn: () => api.get<GymSession[]>('api/gym/classes', { date }) })

export const gymTrainersQuery = () =>
  queryOptions({ queryKey: ['gym', 'trainers'], queryFn: () => api.get<Array<GymTrainer & { classesPerWeek: number }>>('api/gym/trainers') })

export const gymPlansQuery = () => queryOptions({ queryKey: ['gym', 'plans'], queryFn: () => api.get<GymPlan[]>('api/gym/plans') })

export const membershipQuery = (userId: string) =>
  queryOptions({ queryKey: ['gym', 'membership', userId], queryFn: () => api.get<MembershipState>('api/gym/membership') })

export const bookGymClass = (classId: string, date: string) => api.post<GymSession>(`api/gym/classes/${encodeURIComponent(classId)}/bookings`, { date })
