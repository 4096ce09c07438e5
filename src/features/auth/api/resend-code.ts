import { api } from '@/lib/api/client'
import type { Envelope } from '@/shared/schemas/auth'
import { envelopeCall } from './envelope'

export const resendCode = (email: string) => envelopeCall(() => api.post<Envelope>('api/auth/resend-code', { email }))
