import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import type { Specialty } from '@/shared/schemas/clinic/catalog'
import type { DoctorInput, PlanDay } from '@/shared/schemas/clinic/doctors'
import { ActiveControl } from '../components/active-control'
import { ChoiceSelectControl } from '../components/choice-select-control'
import { codeInput, formGrid } from '../components/styles'
import { translateMessage } from '../lib/messages'
import type { ExceptionValue } from './exceptions-editor'

export interface DoctorValues {
  name: string
  specialtyId: string
  licence: string
  color: string
  email: string
  phone: string
  active: boolean
  slotMinutes: number
  procedureIds: string[]
  plan: PlanDay[]
  exceptions: ExceptionValue[]
}

const SWATCHES = [
  '#0ea5e9',
  '#6366f1',
  '#14b8a6',
  '#f59e0b',
  '#ec4899',
  '#8b5cf6',
  '#22c55e',
  '#ef4444',
  '#0891b2',
  '#a16207',
]

/** A doctor's details: name, specialty, licence, agenda colour, contact, grid step, active. */
export function DoctorGeneral({
  form,
  specialties,
}: {
  form: UseFormReturn<DoctorValues, unknown, DoctorInput>
  specialties: Specialty[]
}) {
  const { t } = useTranslation('clinic')
  const { register, control, formState } = form
  const e = formState.errors
  const err = (m?: string) => translateMessage(t, m)
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <div className={formGrid}>
        <Field label={t('doctors.fields.name')} error={err(e.name?.message)}>
          {(ids) => <Input {...ids} {...register('name')} />}
        </Field>
        <Controller
          control={control}
          name="specialtyId"
          render={({ field }) => (
            <ChoiceSelectControl
              label={t('doctors.fields.specialty')}
              placeholder={t('actions.choose')}
              choices={specialties.map((s) => ({ value: s.id, label: s.name }))}
              value={field.value}
              onChange={(v) => field.onChange(v[0] ?? '')}
              error={err(e.specialtyId?.message)}
            />
          )}
        />
        <Field label={t('doctors.fields.licence')} error={err(e.licence?.message)}>
          {(ids) => <Input {...ids} {...register('licence')} className={codeInput} />}
        </Field>
        <Field label={t('doctors.fields.slotMinutes')} error={err(e.slotMinutes?.message)} hint={t('doctors.slotHint')}>
          {(ids) => (
            <Input
              {...ids}
              type="number"
              step="5"
              min="5"
              max="120"
              {...register('slotMinutes', { valueAsNumber: true })}
            />
          )}
        </Field>
        <Field label={t('doctors.fields.email')} error={err(e.email?.message)}>
          {(ids) => <Input {...ids} type="email" {...register('email')} />}
        </Field>
        <Field label={t('doctors.fields.phone')} error={err(e.phone?.message)}>
          {(ids) => <Input {...ids} type="tel" {...register('phone')} />}
        </Field>
      </div>
      <Controller
        control={control}
        name="color"
        render={({ field }) => (
          <fieldset>
            <legend className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted', mb: '2' })}>
              {t('doctors.fields.color')}
            </legend>
            <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
              {SWATCHES.map((c) => (
                <button
                  key={c}
                  type="button"
                  aria-label={c}
                  aria-pressed={field.value?.toLowerCase() === c}
                  onClick={() => field.onChange(c)}
                  className={css({
                    w: '8',
                    h: '8',
                    borderRadius: 'full',
                    cursor: 'pointer',
                    borderWidth: '2px',
                    borderColor: 'transparent',
                    '&[aria-pressed=true]': {
                      borderColor: 'fg.default',
                      boxShadow: '0 0 0 2px var(--colors-bg-surface) inset',
                    },
                    _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
                  })}
                  style={{ background: c }}
                />
              ))}
              <label
                className={css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: '2',
                  fontSize: 'sm',
                  color: 'fg.muted',
                  ml: '2',
                })}
              >
                {t('doctors.customColor')}
                <input
                  type="color"
                  value={field.value}
                  onChange={(ev) => field.onChange(ev.target.value)}
                  className={css({ w: '10', h: '8', bg: 'transparent', cursor: 'pointer' })}
                />
              </label>
            </div>
            {e.color ? (
              <p role="alert" className={css({ fontSize: 'xs', color: 'danger.text', mt: '1' })}>
                {err(e.color.message)}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <ActiveControl control={control} />
    </div>
  )
}
