import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ShieldOff } from 'lucide-react'
import { css } from 'styled-system/css'
import { vstack } from 'styled-system/patterns'

interface NoAccessProps {
  title?: string
  message?: string
  home?: { to: string; label: string }
}

/**
 * What a role may not use (the access matrix, docs/access.md): a clear message instead of the page or an
 * error, with a way back. The clinic's screens pass their own wording.
 */
export function NoAccess({ title, message, home }: NoAccessProps) {
  const { t } = useTranslation()
  return (
    <div role="alert" className={vstack({ gap: '3', py: '20', px: '6', textAlign: 'center' })}>
      <span
        className={css({
          display: 'inline-flex',
          p: '4',
          borderRadius: 'full',
          bg: 'warning.subtle',
          color: 'warning.text',
        })}
      >
        <ShieldOff size={32} aria-hidden />
      </span>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{title ?? t('noAccess.title')}</h1>
      <p className={css({ color: 'fg.muted', maxW: 'md' })}>{message ?? t('noAccess.text')}</p>
      <Link
        to={home?.to ?? '/'}
        className={css({ color: 'accent.text', fontWeight: 'semibold', textDecoration: 'underline', mt: '2' })}
      >
        {home?.label ?? t('noAccess.home')}
      </Link>
    </div>
  )
}
