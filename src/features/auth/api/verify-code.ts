import { api } from '@/lib/api/client'
import type { Envelope, VerifyCodeInput } from '@/shared/schemas/auth'
import { envelopeCall } from './envelope'

export const verifyCode = (input: VerifyCodeInput) =>
  envelopeCall(() => api.post<Envelope>('api/auth/verify-code', input))
