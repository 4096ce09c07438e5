import { Controller, useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Dialog } from '@/components/ui/dialog'
import { NumberField } from '@/components/form/number-field'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/toaster'
import { Toggle } from '@/components/ui/toggle'
import { zodResolver } from '@/lib/forms/zod-resolver'
import {
  procedureInputSchema,
  type Procedure,
  type ProcedureCategory,
  type ProcedureInput,
} from '@/shared/schemas/clinic/catalog'
import { useSave } from '../api/records'
import { ChoiceSelectControl } from '../components/choice-select-control'
import { RecordForm, useRecordSubmit } from '../components/record-form'
import { formGrid } from '../components/styles'
import { translateMessage } from '../lib/messages'

type Values = Required<Omit<ProcedureInput, 'description'>> & { description: string }
const FIELDS = [
  'code',
  'name',
  'categoryId',
  'description',
  'durationMinutes',
  'price',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'active',
] as const

export function ProcedureDialog({
  procedure,
  categories,
  open,
  onOpenChange,
}: {
  procedure: Procedure | null
  categories: ProcedureCategory[]
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { t } = useTranslation('clinic')
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={procedure ? t('procedures.edit') : t('procedures.new')}
      size="md"
    >
      <ProcedureForm
        key={procedure?.id ?? 'new'}
        procedure={procedure}
        categories={categories}
        onDone={() => onOpenChange(false)}
      />
    </Dialog>
  )
}

/** A service: code, name, category, duration (multiple of 5), price and the buffers around it. */
function ProcedureForm({
  procedure,
  categories,
  onDone,
}: {
  procedure: Procedure | null
  categories: ProcedureCategory[]
  onDone: () => void
}) {
  const { t } = useTranslation('clinic')
  const save = useSave<Procedure>('procedures')
  const form = useForm<Values, unknown, Values>({
    resolver: zodResolver(procedureInputSchema) as unknown as Resolver<Values, unknown, Values>,
    defaultValues: {
      code: procedure?.code ?? '',
      name: procedure?.name ?? '',
      categoryId: procedure?.categoryId ?? '',
      description: procedure?.description ?? '',
      durationMinutes: procedure?.durationMinutes ?? 30,
      price: procedure?.price ?? (undefined as unknown as number),
      bufferBeforeMinutes: procedure?.bufferBeforeMinutes ?? 0,
      bufferAfterMinutes: procedure?.bufferAfterMinutes ?? 0,
      active: procedure?.active ?? true,
    },
  })
  const { register, control, formState } = form
  const e = formState.errors
  const err = (m?: string) => translateMessage(t, m)
  const { submit, failure } = useRecordSubmit(form, (body) => save.mutateAsync({ id: procedure?.id, body }), {
    fields: FIELDS,
    onSaved: (saved) => {
      toast('success', t('maintenance.savedNamed', { name: saved.name }))
      onDone()
    },
  })
  return (
    <RecordForm onSubmit={submit} failure={failure} submitting={formState.isSubmitting} onCancel={onDone}>
      <div className={formGrid}>
        <Field label={t('procedures.fields.code')} error={err(e.code?.message)}>
          {(ids) => (
            <Input {...ids} {...register('code')} className={css({ textTransform: 'uppercase', fontFamily: 'mono' })} />
          )}
        </Field>
        <Controller
          control={control}
          name="categoryId"
          render={({ field }) => (
            <ChoiceSelectControl
              label={t('procedures.fields.category')}
              placeholder={t('actions.choose')}
              choices={categories.map((c) => ({ value: c.id, label: c.name }))}
              value={field.value}
              onChange={(v) => field.onChange(v[0] ?? '')}
              error={err(e.categoryId?.message)}
            />
          )}
        />
        <Field
          label={t('procedures.fields.name')}
          error={err(e.name?.message)}
          className={css({ gridColumn: { sm: 'span 2' } })}
        >
          {(ids) => <Input {...ids} {...register('name')} />}
        </Field>
        <NumberField
          label={t('procedures.fields.duration')}
          error={err(e.durationMinutes?.message)}
          hint={t('procedures.durationHint')}
          step="5"
          min="5"
          {...register('durationMinutes', { valueAsNumber: true })}
        />
        <NumberField
          label={t('procedures.fields.price')}
          error={err(e.price?.message)}
          step="0.01"
          decimal
          {...register('price', { valueAsNumber: true })}
        />
        <NumberField
          label={t('procedures.fields.bufferBefore')}
          error={err(e.bufferBeforeMinutes?.message)}
          step="5"
          {...register('bufferBeforeMinutes', { valueAsNumber: true })}
        />
        <NumberField
          label={t('procedures.fields.bufferAfter')}
          error={err(e.bufferAfterMinutes?.message)}
          step="5"
          {...register('bufferAfterMinutes', { valueAsNumber: true })}
        />
      </div>
      <Field label={t('procedures.fields.description')} error={err(e.description?.message)}>
        {(ids) => <Textarea {...ids} rows={3} {...register('description')} className={css({ h: 'auto', py: '2' })} />}
      </Field>
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Toggle label={t('common.active')} checked={Boolean(field.value)} onChange={field.onChange} />
        )}
      />
    </RecordForm>
  )
}
