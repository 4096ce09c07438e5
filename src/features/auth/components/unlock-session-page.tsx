import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, getRouteApi, useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api/client'
import { zodResolver } from '@/lib/forms/zod-resolver'
import { safeRedirect } from '@/lib/guards'
import { landingPath } from '@/lib/landing'
import { variant } from '@/lib/variant'
import { session } from '@/lib/session'
import { useSession } from '@/lib/use-session'
import { signInSchema } from '@/shared/schemas/auth'
import { unlockSession } from '../api/unlock-session'
import { AuthCard, authForm, FailureAlert, linkClass, useErrorText } from './auth-card'

const route = getRouteApi('/_auth/unlock-session')
const passwordOnly = signInSchema.pick({ password: true })

/** The lock screen: the signed-in user proves it is still them with the password. */
export function UnlockSessionPage() {
  const { t } = useTranslation('auth')
  const errorText = useErrorText()
  const { user } = useSession()
  const search = route.useSearch()
  const router = useRouter()
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<z.infer<typeof passwordOnly>>({
    resolver: zodResolver(passwordOnly),
    defaultValues: { password: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ password }) => {
    if (!user) return
    setFailure(null)
    try {
      const started = await unlockSession({ email: user.email, password })
      session.start(started)
      // Back to the page that was locked (the user menu's "Lock" passes it), else where this role works.
      await router.navigate({
        to: safeRedirect(search.redirect, landingPath(started.user.role, variant())),
        replace: true,
      })
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 404
          ? t('unlock.wrong')
          : error instanceof Error
            ? error.message
            : String(error),
      )
      form.setFocus('password')
    }
  })

  return (
    <AuthCard title={t('unlock.title')} subtitle={t('unlock.subtitle')}>
      {user ? (
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            mb: '6',
            p: '3',
            borderRadius: 'xl',
            bg: 'bg.muted',
          })}
        >
          <Avatar name={user.name} src={user.avatar} size={44} />
          <div className={css({ minW: 0 })}>
            <p className={css({ fontWeight: 'semibold' })}>{user.name}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis' })}>
              {user.email}
            </p>
          </div>
        </div>
      ) : null}
      <FailureAlert message={failure} />
      <form onSubmit={submit} noValidate className={authForm}>
        <input type="email" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <Field label={t('fields.password')} error={errorText(errors.password?.message)}>
          {(ids) => (
            <Input {...ids} type="password" autoComplete="current-password" autoFocus {...form.register('password')} />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t('unlock.submit')}
        </Button>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('unlock.notYou', { name: user?.name ?? '' })}{' '}
          <Link to="/sign-out" className={linkClass}>
            {t('unlock.signOut')}
          </Link>
        </p>
      </form>
    </AuthCard>
  )
}
