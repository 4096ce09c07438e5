import { useState, type ChangeEvent, type FormEvent } from 'react'
import { Link, getRouteApi, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api/client'
import { safeRedirect } from '@/lib/guards'
import { landingPath } from '@/lib/landing'
import { variant } from '@/lib/variant'
import { session } from '@/lib/session'
import type { SignInInput } from '@/shared/schemas/auth'
import { signIn } from '../api/sign-in'
import { alertClass, AuthCard, authForm, linkClass, useErrorText } from './auth-card'

const route = getRouteApi('/_guest/sign-in')
const DEMO = { email: 'hughes.brian@company.com', password: 'admin' }

type Failure = { kind: 'wrong' } | { kind: 'unverified'; email: string } | { kind: 'other'; message: string }
type Errors = Partial<Record<keyof SignInInput, string>>

/**
 * The page most people open first, so it carries no form library: two fields in state, checked on submit
 * by the schema the server uses, which loads (with zod) on that first submit rather than with the page.
 */
export function SignInPage() {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const search = route.useSearch()
  const router = useRouter()
  const [values, setValues] = useState<SignInInput>(() => ({
    email: search.email ?? DEMO.email,
    password: search.email ? '' : DEMO.password,
  }))
  const [errors, setErrors] = useState<Errors>({})
  const [failure, setFailure] = useState<Failure | null>(null)
  const [submitting, setSubmitting] = useState(false)

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as keyof SignInInput
    setValues((v) => ({ ...v, [name]: event.target.value }))
    setErrors((e) => ({ ...e, [name]: undefined }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    setFailure(null)
    setSubmitting(true)
    let email = values.email
    try {
      const { signInSchema } = await import('@/shared/schemas/auth')
      const parsed = signInSchema.safeParse(values)
      if (!parsed.success) {
        const found: Errors = {}
        for (const issue of parsed.error.issues) found[issue.path[0] as keyof SignInInput] ??= issue.message
        setErrors(found)
        const first = (['email', 'password'] as const).find((name) => found[name])
        if (first) (form.elements.namedItem(first) as HTMLInputElement | null)?.focus()
        return
      }
      email = parsed.data.email
      const started = await signIn(parsed.data)
      session.start(started)
      await router.navigate({
        to: safeRedirect(search.redirect, landingPath(started.user.role, variant())),
        replace: true,
      })
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setFailure({ kind: 'wrong' })
      else if (error instanceof ApiError && error.status === 403) setFailure({ kind: 'unverified', email })
      else setFailure({ kind: 'other', message: error instanceof Error ? error.message : String(error) })
    } finally {
      setSubmitting(false)
    }
  }

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
      {search.email ? null : (
        <p className={alertClass('accent')}>{t('signIn.demo', { email: DEMO.email, password: DEMO.password })}</p>
      )}
      {failure ? (
        <p role="alert" className={alertClass('danger')}>
          {failure.kind === 'wrong'
            ? t('signIn.wrong')
            : failure.kind === 'other'
              ? failure.message
              : t('signIn.unverified')}
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
      <form onSubmit={submit} noValidate className={authForm}>
        <Field label={t('fields.email')} error={errorText(errors.email)}>
          {(ids) => (
            <Input {...ids} name="email" type="email" autoComplete="email" value={values.email} onChange={change} />
          )}
        </Field>
        <Field label={t('fields.password')} error={errorText(errors.password)}>
          {(ids) => (
            <Input
              {...ids}
              name="password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              onChange={change}
            />
          )}
        </Field>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', mt: '-2' })}>
          <Link to="/forgot-password" className={linkClass}>
            {t('signIn.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? <Spinner /> : null}
          {t('signIn.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
