import { useState, type FormEventHandler, type ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { FormActions } from '@/components/form/form-actions'
import { applyFieldError, describeError } from '../lib/errors'
import { FormAlert } from './form-alert'

/**
 * Sends a record's form: a refusal that names one of `fields` goes on that field, any other shows as the
 * form's `failure` (see `RecordForm`).
 */
export function useRecordSubmit<Values extends FieldValues, Sent, Saved>(
  form: UseFormReturn<Values, unknown, Sent>,
  save: (values: Sent) => Promise<Saved>,
  { fields, onSaved }: { fields: readonly string[]; onSaved?: (saved: Saved) => void },
) {
  const { t } = useTranslation('clinic')
  const [failure, setFailure] = useState<string | null>(null)
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const saved = await save(values)
      onSaved?.(saved)
    } catch (error) {
      if (!applyFieldError(t, error, form.setError, fields)) setFailure(describeError(t, error))
    }
  })
  return { submit, failure }
}

/** A maintenance record's form in its dialog: what failed on top, the fields, then Cancel and Save. */
export function RecordForm({
  onSubmit,
  failure,
  submitting,
  onCancel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>
  failure: string | null
  submitting: boolean
  onCancel: () => void
  children: ReactNode
}) {
  const { t } = useTranslation('clinic')
  return (
    <form onSubmit={onSubmit} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '4', pb: '4' })}>
      {failure ? <FormAlert title={t('errors.save')} detail={failure} /> : null}
      {children}
      <FormActions
        submitLabel={t('actions.save')}
        submitting={submitting}
        cancelLabel={t('actions.cancel')}
        onCancel={onCancel}
      />
    </form>
  )
}
