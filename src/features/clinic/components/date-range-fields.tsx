import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { translateMessage } from '../lib/messages'
import { formGrid } from './styles'

type Range = { from: string; to: string }

/** A form's first and last day, side by side (a holiday, the days to generate schedules for). */
export function DateRangeFields<Values extends FieldValues & Range>({
  form,
}: {
  form: UseFormReturn<Values, any, any>
}) {
  const { t } = useTranslation('clinic')
  const e = form.formState.errors as FieldErrors<Range>
  return (
    <div className={formGrid}>
      <Field label={t('doctors.from')} error={translateMessage(t, e.from?.message)}>
        {(ids) => <Input {...ids} type="date" {...form.register('from' as Path<Values>)} />}
      </Field>
      <Field label={t('doctors.to')} error={translateMessage(t, e.to?.message)}>
        {(ids) => <Input {...ids} type="date" {...form.register('to' as Path<Values>)} />}
      </Field>
    </div>
  )
}
