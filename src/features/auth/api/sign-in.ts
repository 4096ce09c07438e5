import { api } from '@/lib/api/client'
import type { Session, SignInInput } from '@/shared/schemas/auth'

export const signIn = (input: SignInInput) => api.post<Session>('api/auth/sign-in', input)
