import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { appName, variant } from '@/lib/variant'

/** The frame of every account screen: the form on one side, the business's brand panel on wide screens. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('auth')
  const v = variant()
  return (
    <main
      className={css({
        minH: '100dvh',
        display: 'grid',
        gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
        bg: 'bg.surface',
      })}
    >
      <section
        className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', p: { base: '6', sm: '12' } })}
      >
        <div className={css({ w: 'full', maxW: '24rem' })}>
          <img src={v.logo} alt={appName()} width={48} height={48} className={css({ mb: '8', borderRadius: 'xl' })} />
          <h1
            className={css({ fontSize: '3xl', fontWeight: 'extrabold', letterSpacing: '-0.02em', lineHeight: 'tight' })}
          >
            {title}
          </h1>
          {subtitle ? <div className={css({ mt: '2', color: 'fg.muted' })}>{subtitle}</div> : null}
          <div className={css({ mt: '8' })}>{children}</div>
        </div>
      </section>
      <aside
        aria-hidden
        className={css({
          display: { base: 'none', md: 'flex' },
          flexDir: 'column',
          justifyContent: 'center',
          p: '16',
          color: 'white',
          bgGradient: 'to-br',
          gradientFrom: 'var(--accent-700)',
          gradientTo: 'var(--accent-950)',
          position: 'relative',
          overflow: 'hidden',
        })}
      >
        <svg
          viewBox="0 0 400 400"
          className={css({ position: 'absolute', right: '-24', top: '-24', w: '[32rem]', h: '[32rem]', opacity: 0.12 })}
        >
          <circle cx="200" cy="200" r="199" fill="none" stroke="white" strokeWidth="2" />
          <circle cx="200" cy="200" r="140" fill="none" stroke="white" strokeWidth="2" />
          <circle cx="200" cy="200" r="80" fill="none" stroke="white" strokeWidth="2" />
        </svg>
        <img
          src={v.logo}
          alt=""
          width={72}
          height={72}
          className={css({ mb: '8', borderRadius: '2xl', boxShadow: 'xl' })}
        />
        <p className={css({ fontSize: '5xl', fontWeight: 'black', lineHeight: '1.05', letterSpacing: '-0.03em' })}>
          {appName()}
        </p>
        <p className={css({ mt: '6', fontSize: 'lg', opacity: 0.85, maxW: 'md' })}>{t(`brand.${v.kind}`)}</p>
      </aside>
    </main>
  )
}

/** Schema and server messages are English sentences; this shows them in the reader's language. */
export function useErrorText() {
  const { t } = useTranslation('auth')
  return (message: string | undefined) => (message ? t(`errors.${message}`, { defaultValue: message }) : undefined)
}

/** The small links under a form ("Don't have an account? Sign up"). */
export const linkClass = css({
  color: 'accent.text',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _hover: { textDecoration: 'none' },
})
export const alertClass = (tone: 'danger' | 'success' | 'accent') =>
  tone === 'danger'
    ? css({ fontSize: 'sm', bg: 'danger.subtle', color: 'danger.text', borderRadius: 'lg', p: '3', mb: '6' })
    : tone === 'success'
      ? css({ fontSize: 'sm', bg: 'success.subtle', color: 'success.text', borderRadius: 'lg', p: '3', mb: '6' })
      : css({ fontSize: 'sm', bg: 'accent.subtle', color: 'accent.text', borderRadius: 'lg', p: '3', mb: '6' })

/** The column of an auth page's form. */
export const authForm = css({ display: 'flex', flexDir: 'column', gap: '5' })

/** Why the server refused the form, above it; nothing while it has not. */
export function FailureAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <p role="alert" className={alertClass('danger')}>
      {message}
    </p>
  )
}
