import { Link, getRouteApi } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { AuthCard, linkClass } from './auth-card'

const route = getRouteApi('/_guest/confirmation-required')

/** Tells a new account to confirm its email, and leads to the code screen. */
export function ConfirmationRequiredPage() {
  const { t } = useTranslation('auth')
  const { email } = route.useSearch()
  return (
    <AuthCard title={t('confirmation.title')}>
      <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start', mb: '8' })}>
        <span
          className={css({ p: '3', borderRadius: 'full', bg: 'accent.subtle', color: 'accent.text', flexShrink: 0 })}
        >
          <MailCheck size={24} aria-hidden />
        </span>
        <p className={css({ color: 'fg.muted' })}>
          {email ? t('confirmation.text', { email }) : t('confirmation.generic')}
        </p>
      </div>
      <div className={css({ display: 'flex', flexDir: 'column', gap: '5' })}>
        <Link to="/verify-code" search={{ email }} className={button({ size: 'lg' })}>
          {t('confirmation.enterCode')}
        </Link>
        <Link to="/sign-in" search={{ email }} className={linkClass}>
          {t('confirmation.back')}
        </Link>
      </div>
    </AuthCard>
  )
}
