import { useEffect, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { vstack } from 'styled-system/patterns'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { variant } from '@/lib/variant'
import { homePathFor } from '@/shared/variants'
import { getConfig } from '../api/get-config'

export const CONFIG_ERROR = 'Error al obtener la configuración de la app'

/**
 * The root and signed-in landing screen: asks the app configuration and goes to the module of the
 * configured variant (SPEC section 2). If the configuration cannot be had it logs why and stays here.
 */
export function BootScreen() {
  const { t } = useTranslation('variants')
  const navigate = useNavigate()
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let live = true
    setFailed(false)
    getConfig()
      .then((answer) => {
        const target = answer?.exito ? homePathFor(answer.data?.app) : undefined
        if (!target) throw new Error(`Unexpected configuration: ${JSON.stringify(answer)}`)
        if (live) void navigate({ to: target, replace: true })
      })
      .catch((error: unknown) => {
        console.error(CONFIG_ERROR, error)
        if (live) setFailed(true)
      })
    return () => {
      live = false
    }
  }, [attempt, navigate])

  return (
    <main
      className={vstack({ minH: '100dvh', justify: 'center', gap: '6', p: '6', textAlign: 'center', bg: 'bg.canvas' })}
    >
      <img
        src={variant().logo}
        alt=""
        width={64}
        height={64}
        className={css({ borderRadius: '2xl', boxShadow: 'lg' })}
      />
      <div
        role="status"
        aria-live="polite"
        className={css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted', fontWeight: 'medium' })}
      >
        {failed ? null : <Spinner size={20} />}
        <span>{t('boot.loading')}</span>
      </div>
      {failed ? (
        <div role="alert" className={vstack({ gap: '3', fontSize: 'sm', color: 'danger.text' })}>
          <p>{t('boot.failed')}</p>
          <Button variant="outline" size="sm" onClick={() => setAttempt((n) => n + 1)}>
            {t('boot.retry')}
          </Button>
        </div>
      ) : null}
    </main>
  )
}
