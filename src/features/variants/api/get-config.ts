import { api } from '@/lib/api/client'
import type { Envelope } from '@/shared/schemas/auth'
import type { AppConfig } from '@/shared/variants'

export type ConfigAnswer = Envelope & { data: AppConfig }

export const getConfig = () => api.get<ConfigAnswer>('api/common/config')
