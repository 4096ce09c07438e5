import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'

/** The 404 message and the way home; the app puts it in its frame (src/app/not-found.tsx). */
export function NotFoundMessage() {
  const { t } = useTranslation()
  return (
    <div
      className={css({
        minH: '60dvh',
        display: 'flex',
        flexDir: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '4',
        p: '6',
        textAlign: 'center',
      })}
    >
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
