import { api } from '@/lib/api/client'
import type { FutbolMatch, FutbolPlayer, FutbolTraining } from '@/shared/schemas/variants'

// The football club's public API (docs/variants.md).

export const getMatches = (status: 'upcoming' | 'played') => api.get<FutbolMatch[]>('api/futbol/matches', { status })

export const getTrainings = () => api.get<FutbolTraining[]>('api/futbol/trainings')

export const getSquad = () => api.get<FutbolPlayer[]>('api/futbol/squad')
