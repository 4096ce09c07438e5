import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/client'
import { lazyZodResolver } from '@/lib/forms/zod-resolver'
import type { ChangePasswordFormInput } from '@/shared/schemas/auth'
import { changePassword } from '../api/password'
import { useErrorText } from '@/lib/forms/use-error-text'

const resolver = lazyZodResolver(() => import('@/shared/schemas/auth').then((m) => m.changePasswordFormSchema))
const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const

/** Settings › Password: the current password, then the new one twice. */
export function ChangePasswordSection({ className }: { className: string }) {
  const { t } = useTranslation('shell')
  const fieldError = useErrorText()
  const form = useForm<ChangePasswordFormInput>({
    resolver,
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  })
  const { errors, isSubmitting } = form.formState

  const save = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword })
      form.reset()
      toast('success', t('password.saved'))
    } catch (error) {
      const field = error instanceof ApiError ? FIELDS.find((f) => f === error.field) : undefined
      if (field)
        form.setError(
          field,
          { message: (error as ApiError & { body: { reason?: string } }).body.reason ?? (error as Error).message },
          { shouldFocus: true },
        )
      else toast('error', t('password.failed'), error instanceof Error ? error.message : undefined)
    }
  })

  return (
    <section className={className} aria-labelledby="password-title" data-testid="password-section">
      <h2 id="password-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t('password.title')}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '1', mb: '4', fontSize: 'sm' })}>{t('password.text')}</p>
      <form
        onSubmit={save}
        noValidate
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
          gap: '4',
          alignItems: 'start',
        })}
      >
        <Field label={t('password.current')} error={fieldError(errors.currentPassword?.message)}>
          {(ids) => (
            <Input {...ids} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          )}
        </Field>
        <Field label={t('password.new')} error={fieldError(errors.newPassword?.message)}>
          {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...form.register('newPassword')} />}
        </Field>
        <Field label={t('password.confirm')} error={fieldError(errors.confirm?.message)}>
          {(ids) => <Input {...ids} type="password" autoComplete="new-password" {...form.register('confirm')} />}
        </Field>
        <div className={css({ gridColumn: { md: 'span 3' }, display: 'flex', justifyContent: 'flex-end' })}>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner size={14} /> : null}
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </section>
  )
}
