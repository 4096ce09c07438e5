import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { FutbolMatch, FutbolPlayer, FutbolTraining } from '@/shared/schemas/variants'

// The football club's public API (docs/variants.md).

export const matchesQuery = (status: 'upcoming' | 'played') =>
  queryOptions({ queryKey: ['futbol', 'matches', status], queryFn: () => api.get<FutbolMatch[]>('api/futbol/matches', { status }) })

export const trainingsQuery = () => queryOptions({ queryKey: ['futbol', 'trainings'], queryFn: () => api.get<FutbolTraining[]>('api/futbol/trainings') })

export const squadQuery = () => queryOptions({ queryKey: ['futbol', 'squad'], queryFn: () => api.get<FutbolPlayer[]>('api/futbol/squad') })
