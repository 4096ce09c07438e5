import { useState, type ReactNode } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { FormActions } from '@/components/form/form-actions'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { lazyZodResolver } from '@/lib/forms/zod-resolver'
import { DOCUMENT_TYPES, SEXES } from '@/shared/constants/clinic/persons'
import type { Person, PersonData } from '@/shared/schemas/clinic/persons'
import { ActiveControl } from '../components/active-control'
import { ChoiceSelect } from '../components/choice-select'
import { FormAlert } from '../components/form-alert'
import { useRecordSubmit } from '../components/record-form'
import { translateMessage } from '../lib/messages'
import { PERSON_FIELDS, personDefaults, type PersonFormValues } from './person-values'

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: '4' })
// Legends float so that they sit above their fields as a section title, not inside the border.
const legend = css({
  float: 'left',
  w: 'full',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.default',
  pb: '2',
  mb: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})
const fieldset = css({ minW: 0, '& > :not(legend)': { clear: 'both' } })

/**
 * A patient's record, every field, for the persons screens, the booking's inline "new patient" and a
 * patient account's own record. `onSave` throws the server's error: a 400/409 naming a field lands on it.
 */
export function PersonForm({
  person,
  onSave,
  onCancel,
  submitLabel,
  showActive = true,
  compact,
  footer,
}: {
  person?: Person | null
  onSave: (values: PersonData) => Promise<unknown>
  onCancel?: () => void
  submitLabel: string
  showActive?: boolean
  compact?: boolean
  footer?: ReactNode
}) {
  const { t } = useTranslation('clinic')
  const [resolver] = useState(() => lazyZodResolver(() => import('./person-schema').then((m) => m.personFormSchema())))
  const form = useForm<PersonFormValues, unknown, PersonData>({
    resolver: resolver as unknown as Resolver<PersonFormValues, unknown, PersonData>,
    defaultValues: personDefaults(person),
    mode: 'onTouched',
  })
  const { register, control, formState } = form
  const err = (m?: string) => translateMessage(t, m)
  const e = formState.errors

  const { submit, failure } = useRecordSubmit(form, onSave, { fields: PERSON_FIELDS })

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '5' })}>
      {failure ? <FormAlert title={t('errors.save')} detail={failure} /> : null}
      <fieldset className={fieldset}>
        <legend className={legend}>{t('persons.sections.identity')}</legend>
        <div className={grid}>
          <Controller
            control={control}
            name="documentType"
            render={({ field }) => (
              <ChoiceSelect
                label={t('persons.fields.documentType')}
                choices={DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`persons.documentTypes.${d}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v[0])}
                error={err(e.documentType?.message)}
              />
            )}
          />
          <Field label={t('persons.fields.documentNumber')} error={err(e.documentNumber?.message)}>
            {(ids) => (
              <Input
                {...ids}
                {...register('documentNumber')}
                autoComplete="off"
                className={css({ textTransform: 'uppercase' })}
              />
            )}
          </Field>
          <Field label={t('persons.fields.names')} error={err(e.names?.message)}>
            {(ids) => <Input {...ids} {...register('names')} autoComplete="given-name" />}
          </Field>
          <Field label={t('persons.fields.surnames')} error={err(e.surnames?.message)}>
            {(ids) => <Input {...ids} {...register('surnames')} autoComplete="family-name" />}
          </Field>
          <Field label={t('persons.fields.birthDate')} error={err(e.birthDate?.message)}>
            {(ids) => <Input {...ids} type="date" {...register('birthDate')} />}
          </Field>
          <Controller
            control={control}
            name="sex"
            render={({ field }) => (
              <ChoiceSelect
                label={t('persons.fields.sex')}
                placeholder={t('actions.choose')}
                choices={SEXES.map((s) => ({ value: s, label: t(`persons.sexes.${s}`) }))}
                value={field.value}
                onChange={(v) => field.onChange(v[0])}
                error={err(e.sex?.message)}
              />
            )}
          />
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('persons.sections.contact')}</legend>
        <div className={grid}>
          <Field label={t('persons.fields.phone')} error={err(e.phone?.message)}>
            {(ids) => <Input {...ids} type="tel" {...register('phone')} autoComplete="tel" />}
          </Field>
          <Field label={t('persons.fields.email')} error={err(e.email?.message)} hint={t('persons.hints.optional')}>
            {(ids) => <Input {...ids} type="email" {...register('email')} autoComplete="email" />}
          </Field>
          <Field
            label={t('persons.fields.address')}
            error={err(e.address?.message)}
            className={css({ gridColumn: { sm: 'span 2' } })}
          >
            {(ids) => <Input {...ids} {...register('address')} autoComplete="street-address" />}
          </Field>
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('persons.sections.emergency')}</legend>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: {
              base: '1fr',
              sm: compact ? 'repeat(2, minmax(0, 1fr))' : 'repeat(3, minmax(0, 1fr))',
            },
            gap: '4',
          })}
        >
          <Field
            label={t('persons.fields.emergencyName')}
            error={err(e.emergencyContact?.name?.message ?? e.emergencyContact?.message)}
          >
            {(ids) => <Input {...ids} {...register('emergencyContact.name')} />}
          </Field>
          <Field label={t('persons.fields.emergencyPhone')} error={err(e.emergencyContact?.phone?.message)}>
            {(ids) => <Input {...ids} type="tel" {...register('emergencyContact.phone')} />}
          </Field>
          <Field
            label={t('persons.fields.emergencyRelationship')}
            error={err(e.emergencyContact?.relationship?.message)}
          >
            {(ids) => <Input {...ids} {...register('emergencyContact.relationship')} />}
          </Field>
        </div>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('persons.sections.notes')}</legend>
        <Field label={t('persons.fields.notes')} error={err(e.notes?.message)}>
          {(ids) => <Textarea {...ids} rows={compact ? 2 : 3} {...register('notes')} size="rows" />}
        </Field>
        {showActive ? (
          <div className={css({ mt: '4' })}>
            <ActiveControl control={control} label={t('persons.fields.active')} />
          </div>
        ) : null}
      </fieldset>
      <FormActions
        submitLabel={submitLabel}
        submitting={formState.isSubmitting}
        cancelLabel={t('actions.cancel')}
        onCancel={onCancel}
      >
        {footer}
      </FormActions>
    </form>
  )
}
