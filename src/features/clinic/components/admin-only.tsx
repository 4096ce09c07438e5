import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useRole } from '../lib/role'
import { Forbidden } from './states'

/** Maintenance and schedule generation are the admin's: anyone else gets a clear message, not a broken page. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('clinic')
  return useRole() === 'admin' ? <>{children}</> : <Forbidden message={t('forbidden.adminOnly')} />
}
