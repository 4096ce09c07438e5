import { useEffect, useMemo, useRef, useState } from 'react'
import { Link, getRouteApi, useRouter } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { inspect } from '@/lib/machines/inspect'
import { verifyCodeMachine } from '../machines/verify-code.machine'
import { AuthCard, alertClass, linkClass } from './auth-card'
import { CodeBoxes, type CodeBoxesHandle } from './code-boxes'
import { DemoInbox } from './demo-inbox'

const route = getRouteApi('/_guest/verify-code')

/** 'Verificación de correo': the four code boxes, the resend countdown and the way back to sign-in. */
export function VerifyCodePage() {
  const { t } = useTranslation('auth')
  const { email } = route.useSearch()
  return email ? (
    <VerifyCodeForm email={email} />
  ) : (
    <AuthCard title={t('verify.title')}>
      <p role="alert" className={alertClass('danger')}>
        {t('verify.noEmail')}
      </p>
      <Link to="/sign-in" className={linkClass}>
        {t('verify.back')}
      </Link>
    </AuthCard>
  )
}

function VerifyCodeForm({ email }: { email: string }) {
  const { t } = useTranslation('auth')
  const router = useRouter()
  const boxes = useRef<CodeBoxesHandle>(null)
  const [snapshot, send, actor] = useMachine(verifyCodeMachine, { input: { email }, inspect })
  const { digits, codeError, refusal, secondsLeft } = snapshot.context
  const verifying = snapshot.matches({ form: 'verifying' }) || snapshot.matches({ form: 'verified' })
  const errorId = useMemo(() => `code-error-${Math.random().toString(36).slice(2)}`, [])
  // After a refusal the boxes are cleared; the first one takes the focus once it is enabled again.
  const [refocus, setRefocus] = useState(0)
  useEffect(() => {
    if (refocus && !verifying) boxes.current?.focus(0)
  }, [refocus, verifying])

  useEffect(() => {
    const subs = [
      actor.on('verified', (e) => {
        toast('success', e.message)
        void router.navigate({ to: '/sign-in', search: { email: e.email } })
      }),
      actor.on('verify.refused', (e) => {
        toast('error', e.message)
        setRefocus((n) => n + 1)
      }),
      actor.on('verify.error', () => toast('error', t('verify.callError'))),
      actor.on('resend.done', (e) => toast('success', e.message)),
      actor.on('resend.refused', (e) => toast('error', e.message)),
    ]
    return () => subs.forEach((s) => s.unsubscribe())
  }, [actor, router, t])

  return (
    <AuthCard
      title={t('verify.title')}
      subtitle={
        <>
          {t('verify.sentTo')}{' '}
          <strong className={css({ display: 'block', color: 'fg.default', overflowWrap: 'anywhere' })}>{email}</strong>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          send({ type: 'code.submit' })
        }}
        className={css({ display: 'flex', flexDir: 'column', gap: '6' })}
      >
        <CodeBoxes
          ref={boxes}
          digits={digits}
          disabled={verifying}
          invalid={codeError || refusal !== null}
          describedBy={codeError || refusal ? errorId : undefined}
          onDigit={(index, value) => send({ type: 'code.digit', index, value })}
          onPaste={(text) => send({ type: 'code.paste', text })}
        />
        {codeError ? (
          <p id={errorId} role="alert" className={alertClass('danger')} style={{ marginBottom: 0 }}>
            {t('verify.codeError')}
          </p>
        ) : refusal ? (
          <div id={errorId} role="alert" className={alertClass('danger')} style={{ marginBottom: 0 }}>
            <p>{refusal.message}</p>
            {refusal.triesLeft !== null ? (
              <p className={css({ fontWeight: 'semibold' })}>
                {refusal.triesLeft > 0 ? t('verify.triesLeft', { count: refusal.triesLeft }) : t('verify.noTriesLeft')}
              </p>
            ) : null}
          </div>
        ) : null}
        <Button type="submit" size="lg" disabled={verifying} aria-busy={verifying}>
          {verifying ? <Spinner /> : null}
          {t('verify.submit')}
        </Button>
        <div
          className={css({
            textAlign: 'center',
            fontSize: 'sm',
            color: 'fg.muted',
            minH: '8',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          })}
        >
          {snapshot.matches({ resend: 'counting' }) ? (
            <span aria-live="polite">{t('verify.resendIn', { n: secondsLeft })}</span>
          ) : (
            <Button
              variant="ghost"
              size="sm"
              disabled={snapshot.matches({ resend: 'resending' })}
              onClick={() => send({ type: 'resend.request' })}
            >
              {snapshot.matches({ resend: 'resending' }) ? <Spinner /> : null}
              {t('verify.resend')}
            </Button>
          )}
        </div>
        <Link to="/sign-in" search={{ email }} className={`${linkClass} ${css({ textAlign: 'center' })}`}>
          {t('verify.back')}
        </Link>
      </form>
      <DemoInbox email={email} />
    </AuthCard>
  )
}
