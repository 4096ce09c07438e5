import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@/lib/forms/zod-resolver'
import { Link, getRouteApi, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api/client'
import { safeRedirect } from '@/lib/guards'
import { session } from '@/lib/session'
import { signInSchema, type SignInInput } from '@/shared/schemas/auth'
import { signIn } from '../api/sign-in'
import { AuthCard, alertClass, linkClass } from './auth-card'

const route = getRouteApi('/_guest/sign-in')
const DEMO = { email: 'hughes.brian@company.com', password: 'admin' }

type Failure = { kind: 'wrong' } | { kind: 'unverified'; email: string } | { kind: 'other'; message: string }

export function SignInPage() {
  const { t } = useTranslation('auth')
  const search = route.useSearch()
  const router = useRouter()
  const [failure, setFailure] = useState<Failure | null>(null)
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: search.email ?? DEMO.email, password: search.email ? '' : DEMO.password },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      session.start(await signIn(values))
      await router.navigate({ to: safeRedirect(search.redirect), replace: true })
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setFailure({ kind: 'wrong' })
      else if (error instanceof ApiError && error.status === 403) setFailure({ kind: 'unverified', email: values.email })
      else setFailure({ kind: 'other', message: error instanceof Error ? error.message : String(error) })
    }
  })

  return (
    <AuthCard
      title={t('signIn.title')}
      subtitle={
        <>
          {t('signIn.noAccount')}{' '}
          <Link to="/sign-up" className={linkClass}>
            {t('signIn.signUp')}
          </Link>
        </>
      }
    >
      {search.email ? null : <p className={alertClass('accent')}>{t('signIn.demo', { email: DEMO.email, password: DEMO.password })}</p>}
      {failure ? (
        <p role="alert" className={alertClass('danger')}>
          {failure.kind === 'wrong' ? t('signIn.wrong') : failure.kind === 'other' ? failure.message : t('signIn.unverified')}
          {failure.kind === 'unverified' ? (
            <>
              {' '}
              <Link to="/verify-code" search={{ email: failure.email }} className={linkClass}>
                {t('signIn.verifyLink')}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '5' })}>
        <Field label={t('fields.email')} error={errors.email?.message}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field label={t('fields.password')} error={errors.password?.message}>
          {(ids) => <Input {...ids} type="password" autoComplete="current-password" {...form.register('password')} />}
        </Field>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '-2' })}>
          <Link to="/forgot-password" className={linkClass}>
            {t('signIn.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t('signIn.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
