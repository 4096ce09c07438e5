import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { FormActions } from '@/components/form/form-actions'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { zodResolver } from '@/lib/forms/zod-resolver'
import { appointmentEventSchema, type AppointmentEvent } from '@/shared/schemas/clinic/appointments'
import { translateMessage } from '../lib/messages'

/** Cancelling needs a reason (at least 3 characters), checked by the same schema the server uses. */
export function CancelDialog({
  open,
  onOpenChange,
  onCancel,
  busy,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onCancel: (reason: string) => void
  busy?: boolean
}) {
  const { t } = useTranslation('clinic')
  const form = useForm({
    resolver: zodResolver(appointmentEventSchema),
    defaultValues: { type: 'cancel' as const, reason: '' },
  })
  const reasonError = (form.formState.errors as { reason?: { message?: string } }).reason?.message
  const submit = form.handleSubmit((v: AppointmentEvent) => {
    if (v.type === 'cancel') onCancel(v.reason)
  })
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) form.reset()
        onOpenChange(o)
      }}
      title={t('cancel.title')}
      description={t('cancel.text')}
      size="sm"
    >
      <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '4', pb: '4' })}>
        <Field label={t('cancel.reason')} error={translateMessage(t, reasonError)}>
          {(ids) => <Textarea {...ids} rows={3} {...form.register('reason')} size="rows" autoFocus />}
        </Field>
        <FormActions
          submitLabel={t('cancel.confirm')}
          submitting={Boolean(busy)}
          danger
          cancelLabel={t('actions.back')}
          onCancel={() => onOpenChange(false)}
        />
      </form>
    </Dialog>
  )
}
