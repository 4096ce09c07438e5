import { api } from '@/lib/api/client'
import type { ChangePasswordInput } from '@/shared/schemas/auth'

/** Changes the signed-in user's password; a wrong current one is a 400 naming `currentPassword`. */
export const changePassword = (input: ChangePasswordInput) => api.post<true>('api/common/user/password', input)
