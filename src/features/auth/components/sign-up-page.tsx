import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api/client'
import { zodResolver } from '@/lib/forms/zod-resolver'
import { signUpFormSchema, type SignUpFormInput } from '@/shared/schemas/auth'
import { signUp } from '../api/sign-up'
import { AuthCard, authForm, FailureAlert, linkClass, useErrorText } from './auth-card'

const FIELDS = ['name', 'email', 'password', 'company'] as const

/** Creates the account (unverified; the server mails a code) and goes on to verify the email. */
export function SignUpPage() {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const router = useRouter()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<SignUpFormInput>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: { name: '', email: '', password: '', company: '', agree: false },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ agree: _agree, ...values }) => {
    setFailure(null)
    try {
      await signUp(values)
      await router.navigate({ to: '/verify-code', search: { email: values.email } })
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined
      if (error instanceof ApiError && error.status === 409)
        form.setError('email', { message: t('signUp.taken') }, { shouldFocus: true })
      else if (field && (FIELDS as readonly string[]).includes(field))
        form.setError(field as (typeof FIELDS)[number], { message: (error as ApiError).message }, { shouldFocus: true })
      else setFailure(error instanceof Error ? error.message : String(error))
    }
  })

  return (
    <AuthCard
      title={t('signUp.title')}
      subtitle={
        <>
          {t('signUp.haveAccount')}{' '}
          <Link to="/sign-in" className={linkClass}>
            {t('signUp.signIn')}
          </Link>
        </>
      }
    >
      <FailureAlert message={failure} />
      <form onSubmit={submit} noValidate className={authForm}>
        <Field label={t('fields.name')} error={errorText(errors.name?.message)}>
          {(ids) => <Input {...ids} autoComplete="name" {...form.register('name')} />}
        </Field>
        <Field label={t('fields.email')} error={errorText(errors.email?.message)}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Field label={t('fields.password')} error={errorText(errors.password?.message)}>
          {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...form.register('password')} />}
        </Field>
        <Field label={t('fields.company')} error={errorText(errors.company?.message)}>
          {(ids) => <Input {...ids} autoComplete="organization" {...form.register('company')} />}
        </Field>
        <div>
          <label
            className={css({
              display: 'flex',
              gap: '3',
              alignItems: 'flex-start',
              fontSize: 'sm',
              color: 'fg.muted',
              cursor: 'pointer',
            })}
          >
            <input
              type="checkbox"
              aria-invalid={Boolean(errors.agree)}
              aria-describedby={errors.agree ? 'agree-error' : undefined}
              className={css({ mt: '0.5', w: '4', h: '4', accentColor: 'var(--accent-600)', flexShrink: 0 })}
              {...form.register('agree')}
            />
            {t('fields.agree')}
          </label>
          {errors.agree ? (
            <p id="agree-error" role="alert" className={css({ fontSize: 'xs', color: 'danger.text', mt: '1' })}>
              {errorText(errors.agree.message)}
            </p>
          ) : null}
        </div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t('signUp.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
