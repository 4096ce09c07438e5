import type { ErrorComponentProps } from '@tanstack/react-router'
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
