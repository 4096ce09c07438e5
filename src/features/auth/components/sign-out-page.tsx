import { useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { api } from '@/lib/api/client'
import { session } from '@/lib/session'
import { AuthCard } from './auth-card'

/** Ends the session (sign-out never reaches the server) and offers the way back in. */
export function SignOutPage() {
  const { t } = useTranslation('auth')
  // Ending the session also empties the query cache (src/lib/queries.tsx follows the session). The device's
  // server session ends with it: the worker must not keep syncing as the account that left (docs/sync.md).
  useEffect(() => {
    void api.post('api/sync/sign-out').catch(() => undefined)
    session.end()
  }, [])
  return (
    <AuthCard title={t('signOut.title')} subtitle={t('signOut.subtitle')}>
      <Link
        to="/sign-in"
        className={css({ color: 'accent.text', fontWeight: 'semibold', textDecoration: 'underline' })}
      >
        {t('signOut.back')}
      </Link>
    </AuthCard>
  )
}
