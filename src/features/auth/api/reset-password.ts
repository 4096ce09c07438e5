import { api } from '@/lib/api/client'

export const resetPassword = (token: string, password: string) =>
  api.post<true>('api/auth/reset-password', { token, password })
