import { useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { session } from '@/lib/session'
import { AuthCard } from './auth-card'

/** Ends the session (sign-out never reaches the server) and offers the way back in. */
export function SignOutPage() {
  const { t } = useTranslation('auth')
  const queryClient = useQueryClient()
  useEffect(() => {
    session.end()
    queryClient.clear()
  }, [queryClient])
  return (
    <AuthCard title={t('signOut.title')} subtitle={t('signOut.subtitle')}>
      <Link to="/sign-in" className={css({ color: 'accent.text', fontWeight: 'semibold', textDecoration: 'underline' })}>
        {t('signOut.back')}
      </Link>
    </AuthCard>
  )
}
