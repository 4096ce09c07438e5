import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'

const center = css({
  minH: '60dvh',
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '4',
  p: '6',
  textAlign: 'center',
})

export function PendingScreen() {
  const { t } = useTranslation()
  return (
    <div className={center}>
      <Spinner size={28} label={t('loading')} />
    </div>
  )
}

export function DefaultError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation()
  return (
    <div className={center} role="alert">
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{t('errors.generic')}</h1>
      <p className={css({ color: 'fg.muted', maxW: 'md' })}>{(error as Error).message}</p>
      <Button onClick={reset}>{t('errors.retry')}</Button>
    </div>
  )
}

/** The 404 message and the way home; the app puts it in its frame (src/app/not-found.tsx). */
export function NotFoundMessage() {
  const { t } = useTranslation()
  return (
    <div className={center}>
      <p className={css({ fontSize: '6xl', fontWeight: 'black', color: 'accent.text', lineHeight: '1' })} aria-hidden>
        404
      </p>
      <h1 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{t('errors.notFound')}</h1>
      <p className={css({ color: 'fg.muted', fontSize: 'sm', maxW: 'sm' })}>{t('errors.notFoundText')}</p>
      <Link
        to="/"
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          h: '10',
          px: '4',
          borderRadius: 'lg',
          bg: 'accent.solid',
          color: 'accent.onSolid',
          fontWeight: 'semibold',
          fontSize: 'sm',
          _hover: { opacity: 0.9 },
        })}
      >
        {t('errors.backHome')}
      </Link>
    </div>
  )
}
