import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, getRouteApi, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/client'
import { zodResolver } from '@/lib/forms/zod-resolver'
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@/shared/schemas/auth'
import { resetPassword } from '../api/reset-password'
import { alertClass, AuthCard, authForm, linkClass, useErrorText } from './auth-card'

const route = getRouteApi('/_guest/reset-password/$token')

/** Sets a new password with the one-time token from the mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const { token } = route.useParams()
  const router = useRouter()
  const [failure, setFailure] = useState<'invalid' | string | null>(null)
  const form = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(null)
    try {
      await resetPassword(token, password)
      toast('success', t('reset.done'))
      await router.navigate({ to: '/sign-in' })
    } catch (error) {
      if (error instanceof ApiError && error.field === 'token') setFailure('invalid')
      else if (error instanceof ApiError && error.field === 'password')
        form.setError('password', { message: error.message })
      else setFailure(error instanceof Error ? error.message : String(error))
    }
  })

  return (
    <AuthCard
      title={t('reset.title')}
      subtitle={
        <>
          {t('reset.subtitle')}{' '}
          <Link to="/sign-in" className={linkClass}>
            {t('reset.back')}
          </Link>
        </>
      }
    >
      {failure ? (
        <p role="alert" className={alertClass('danger')}>
          {failure === 'invalid' ? (
            <>
              {t('reset.invalid')}{' '}
              <Link to="/forgot-password" className={linkClass}>
                {t('reset.again')}
              </Link>
            </>
          ) : (
            failure
          )}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className={authForm}>
        <Field label={t('fields.newPassword')} error={errorText(errors.password?.message)}>
          {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...form.register('password')} />}
        </Field>
        <Field label={t('fields.confirm')} error={errorText(errors.confirm?.message)}>
          {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...form.register('confirm')} />}
        </Field>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
