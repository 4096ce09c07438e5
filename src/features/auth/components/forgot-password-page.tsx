import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { zodResolver } from '@/lib/forms/zod-resolver'
import { emailOnlySchema, type EmailOnlyInput } from '@/shared/schemas/auth'
import { forgotPassword } from '../api/forgot-password'
import { alertClass, AuthCard, authForm, FailureAlert, linkClass, useErrorText } from './auth-card'

/** Asks for a reset link; the answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<EmailOnlyInput>({ resolver: zodResolver(emailOnlySchema), defaultValues: { email: '' } })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ email }) => {
    setFailure(null)
    try {
      await forgotPassword(email)
      setSentTo(email)
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    }
  })

  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={
        <>
          {t('forgot.subtitle')} {t('forgot.remember')}{' '}
          <Link to="/sign-in" className={linkClass}>
            {t('forgot.back')}
          </Link>
        </>
      }
    >
      {sentTo ? (
        <div role="status" className={alertClass('success')}>
          <p>{t('forgot.sent', { email: sentTo })}</p>
          <p className={css({ mt: '1', opacity: 0.85 })}>{t('forgot.demoHint')}</p>
        </div>
      ) : null}
      <FailureAlert message={failure} />
      <form onSubmit={submit} noValidate className={authForm}>
        <Field label={t('fields.email')} error={errorText(errors.email?.message)}>
          {(ids) => <Input {...ids} type="email" autoComplete="email" {...form.register('email')} />}
        </Field>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t('forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
