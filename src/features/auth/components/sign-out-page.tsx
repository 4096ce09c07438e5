import { useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { session } from '@/lib/session'
import { AuthCard } from './auth-card'

/** Ends the session (sign-out never reaches the server) and offers the way back in. */
export function SignOutPage() {
  const { t } = useTranslation('auth')
  // Ending the session also empties the query cache (src/lib/queries.tsx follows the session).
  useEffect(() => session.end(), [])
  return (
    <AuthCard title={t('signOut.title')} subtitle={t('signOut.subtitle')}>
      <Link to="/sign-in" className={css({ color: 'accent.text', fontWeight: 'semibold', textDecoration: 'underline' })}>
        {t('signOut.back')}
      </Link>
    </AuthCard>
  )
}
