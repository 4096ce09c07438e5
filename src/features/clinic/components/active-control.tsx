import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Toggle } from '@/components/ui/toggle'

/** A record form's "active" switch (an inactive record stays, but is no longer offered). */
export function ActiveControl<Values extends FieldValues & { active?: boolean }>({
  control,
  label,
}: {
  control: Control<Values, any, any>
  /** "Active" unless the record names it otherwise. */
  label?: string
}) {
  const { t } = useTranslation('clinic')
  return (
    <Controller
      control={control}
      name={'active' as Path<Values>}
      render={({ field }) => (
        <Toggle label={label ?? t('common.active')} checked={Boolean(field.value)} onChange={field.onChange} />
      )}
    />
  )
}
