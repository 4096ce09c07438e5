import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, Select, Textarea } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { lazyZodResolver } from '@/lib/forms/zod-resolver'
import { SUPPORT_LIMITS, SUPPORT_TOPICS } from '@/shared/constants/support'
import type { SupportRequestInput } from '@/shared/schemas/support'
import { useFileSupportRequest } from '../api/support'
import { useErrorText } from '@/lib/forms/use-error-text'

const resolver = lazyZodResolver(() => import('@/shared/schemas/support').then((m) => m.supportRequestSchema))
const EMPTY: SupportRequestInput = { topic: '' as SupportRequestInput['topic'], subject: '', message: '' }

/** Files a support request: a topic, a subject and a message; the staff read it in the list below the form. */
export function SupportForm() {
  const { t } = useTranslation('helpCenter')
  const form = useForm<SupportRequestInput>({ resolver, mode: 'onTouched', defaultValues: EMPTY })
  const file = useFileSupportRequest()
  const [filed, setFiled] = useState<string | null>(null)
  const message = useErrorText({ ns: 'helpCenter', prefix: 'support.errors' })
  const { errors, isSubmitting } = form.formState
  const busy = isSubmitting || file.isPending

  const submit = form.handleSubmit(async (values) => {
    setFiled(null)
    const request = await file.mutateAsync(values)
    form.reset(EMPTY)
    setFiled(request.subject)
  })

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="support-form"
      className={css({
        display: 'grid',
        gap: '4',
        p: { base: '5', md: '6' },
        bg: 'bg.surface',
        borderRadius: '2xl',
        borderWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      {filed ? (
        <p
          role="status"
          data-testid="support-filed"
          className={css({ fontSize: 'sm', bg: 'success.subtle', color: 'success.text', borderRadius: 'lg', p: '3' })}
        >
          {t('support.filed', { subject: filed })}
        </p>
      ) : null}
      {file.error ? (
        <p
          role="alert"
          className={css({ fontSize: 'sm', bg: 'danger.subtle', color: 'danger.text', borderRadius: 'lg', p: '3' })}
        >
          {file.error.message}
        </p>
      ) : null}
      <Field label={t('support.topic')} error={message(errors.topic?.message)}>
        {(ids) => (
          <Select {...ids} {...form.register('topic')}>
            <option value="">{t('support.chooseTopic')}</option>
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`support.topics.${topic}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('support.subject')} error={message(errors.subject?.message)}>
        {(ids) => (
          <Input {...ids} {...form.register('subject')} maxLength={SUPPORT_LIMITS.subject} autoComplete="off" />
        )}
      </Field>
      <Field label={t('support.message')} hint={t('support.messageHint')} error={message(errors.message?.message)}>
        {(ids) => <Textarea {...ids} {...form.register('message')} rows={6} maxLength={SUPPORT_LIMITS.message} />}
      </Field>
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button type="submit" disabled={busy} data-testid="support-submit">
          {busy ? <Spinner size={14} /> : null}
          {t('support.send')}
        </Button>
      </div>
    </form>
  )
}
