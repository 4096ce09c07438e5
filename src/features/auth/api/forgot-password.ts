import { api } from '@/lib/api/client'

export const forgotPassword = (email: string) => api.post<true>('api/auth/forgot-password', { email })
