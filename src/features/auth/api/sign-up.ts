import { api } from '@/lib/api/client'
import type { SignUpInput } from '@/shared/schemas/auth'

export const signUp = (input: SignUpInput) => api.post<true>('api/auth/sign-up', input)
