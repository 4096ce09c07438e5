import { api } from '@/lib/api/client'
import type { Session, SignInInput } from '@/shared/schemas/auth'

export const unlockSession = (input: SignInInput) => api.post<Session>('api/auth/unlock-session', input)
