import { useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { NumberField } from '@/components/form/number-field'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/toaster'
import { zodResolver } from '@/lib/forms/zod-resolver'
import {
  procedureInputSchema,
  type Procedure,
  type ProcedureCategory,
  type ProcedureInput,
} from '@/shared/schemas/clinic/catalog'
import { useSave } from '../api/records'
import { ActiveControl } from '../components/active-control'
import { RecordForm, useRecordSubmit } from '../components/record-form'
import { codeInput, formGrid } from '../components/styles'
import { translateMessage } from '../lib/messages'
import {
  CatalogueDialog,
  CategoryControl,
  type CatalogueDialogProps,
  type CatalogueFormProps,
} from './catalogue-dialog'

type Values = Required<Omit<ProcedureInput, 'description'>> & { description: string }
const FIELDS = Object.keys(procedureInputSchema.shape)

export function ProcedureDialog(props: CatalogueDialogProps<Procedure, ProcedureCategory>) {
  return <CatalogueDialog catalogue="procedures" Form={ProcedureForm} {...props} />
}

/** A service: code, name, category, duration (multiple of 5), price and the buffers around it. */
function ProcedureForm({ record: procedure, categories, onDone }: CatalogueFormProps<Procedure, ProcedureCategory>) {
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
          {(ids) => <Input {...ids} {...register('code')} className={codeInput} />}
        </Field>
        <CategoryControl
          control={control}
          label={t('procedures.fields.category')}
          categories={categories}
          error={err(e.categoryId?.message)}
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
        {(ids) => <Textarea {...ids} rows={3} {...register('description')} size="rows" />}
      </Field>
      <ActiveControl control={control} />
    </RecordForm>
  )
}
