import { useState } from 'react'
import { Tabs } from '@ark-ui/react/tabs'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { zodResolver } from '@/lib/forms/zod-resolver'
import type { Procedure, ProcedureCategory, Specialty } from '@/shared/schemas/clinic/catalog'
import { doctorInputSchema, type Doctor, type DoctorInput, type PlanDay } from '@/shared/schemas/clinic/doctors'
import { useSave } from '../api/records'
import { FormAlert } from '../components/form-alert'
import { applyFieldError, describeError } from '../lib/errors'
import { DoctorGeneral, type DoctorValues } from './doctor-general'
import { ExceptionsEditor, type ExceptionValue } from './exceptions-editor'
import { PlanEditor } from './plan-editor'
import { ProceduresPicker } from './procedures-picker'

// A refusal may name any of the doctor's fields.
const FIELDS = Object.keys(doctorInputSchema.shape)
const TAB_FIELDS: Record<string, readonly string[]> = {
  general: ['name', 'specialtyId', 'licence', 'color', 'email', 'phone', 'slotMinutes', 'active'],
  plan: ['plan'],
  exceptions: ['exceptions'],
  procedures: ['procedureIds'],
}

const trigger = css({
  position: 'relative',
  h: '10',
  px: '3',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  _hover: { color: 'fg.default' },
  _selected: { color: 'accent.text', borderColor: 'accent.solid' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', borderRadius: 'sm' },
})

export interface DoctorEditorProps {
  doctor: Doctor | null
  open: boolean
  onOpenChange: (open: boolean) => void
  specialties: Specialty[]
  procedures: Procedure[]
  categories: ProcedureCategory[]
}

export function DoctorEditor(props: DoctorEditorProps) {
  const { t } = useTranslation('clinic')
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.doctor ? props.doctor.name : t('doctors.new')}
      description={props.doctor ? props.doctor.licence : t('doctors.newText')}
      size="lg"
    >
      <DoctorForm key={props.doctor?.id ?? 'new'} {...props} onDone={() => props.onOpenChange(false)} />
    </Dialog>
  )
}

/** Everything about a doctor in four tabs: details, weekly plan, exceptions, procedures performed. */
function DoctorForm({
  doctor,
  specialties,
  procedures,
  categories,
  onDone,
}: DoctorEditorProps & { onDone: () => void }) {
  const { t } = useTranslation('clinic')
  const save = useSave<Doctor, DoctorInput>('doctors')
  const [tab, setTab] = useState('general')
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<DoctorValues, unknown, DoctorInput>({
    resolver: zodResolver(doctorInputSchema) as unknown as Resolver<DoctorValues, unknown, DoctorInput>,
    defaultValues: {
      name: doctor?.name ?? '',
      specialtyId: doctor?.specialtyId ?? '',
      licence: doctor?.licence ?? '',
      color: doctor?.color ?? '#0ea5e9',
      email: doctor?.email ?? '',
      phone: doctor?.phone ?? '',
      active: doctor?.active ?? true,
      slotMinutes: doctor?.slotMinutes ?? 15,
      procedureIds: doctor?.procedureIds ?? [],
      plan:
        doctor?.plan ??
        [1, 2, 3, 4, 5].map(
          (weekday) =>
            ({ weekday, start: '08:00', end: '17:00', breaks: [{ start: '13:00', end: '14:00' }] }) as PlanDay,
        ),
      exceptions: (doctor?.exceptions ?? []).map((x) => ({ ...x, reason: x.reason ?? '', breaks: x.breaks ?? [] })),
    },
  })
  const { control, formState } = form
  const errors = formState.errors as Record<string, unknown>
  const tabHasError = (name: string) => TAB_FIELDS[name]!.some((f) => errors[f])

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null)
      try {
        const saved = await save.mutateAsync({ id: doctor?.id, body: values })
        toast('success', t('maintenance.savedNamed', { name: saved.name }))
        onDone()
      } catch (error) {
        if (applyFieldError(t, error, form.setError, FIELDS)) {
          const field = (error as { field?: string }).field ?? ''
          setTab(
            Object.entries(TAB_FIELDS).find(([, fs]) =>
              fs.some((f) => field === f || field.startsWith(`${f}.`)),
            )?.[0] ?? 'general',
          )
        } else setFailure(describeError(t, error))
      }
    },
    (invalid) => {
      // Show the first tab that has a problem, since the others are hidden.
      const first = Object.entries(TAB_FIELDS).find(([, fs]) => fs.some((f) => (invalid as Record<string, unknown>)[f]))
      if (first) setTab(first[0])
    },
  )

  return (
    <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '4', pb: '4' })}>
      {failure ? <FormAlert title={t('errors.save')} detail={failure} /> : null}
      <Tabs.Root value={tab} onValueChange={(d) => setTab(d.value)} lazyMount={false}>
        <Tabs.List
          className={css({
            display: 'flex',
            gap: '1',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
            overflowX: 'auto',
            mb: '4',
          })}
        >
          {(['general', 'plan', 'exceptions', 'procedures'] as const).map((name) => (
            <Tabs.Trigger key={name} value={name} className={trigger}>
              {t(`doctors.tabs.${name}`)}
              {tabHasError(name) ? (
                <span
                  aria-label={t('doctors.tabError')}
                  className={css({
                    display: 'inline-block',
                    w: '1.5',
                    h: '1.5',
                    ml: '1.5',
                    mb: '0.5',
                    borderRadius: 'full',
                    bg: 'danger.solid',
                  })}
                />
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="general">
          <DoctorGeneral form={form} specialties={specialties} />
        </Tabs.Content>
        <Tabs.Content value="plan">
          <Controller
            control={control}
            name="plan"
            render={({ field }) => (
              <PlanEditor plan={field.value as PlanDay[]} onChange={field.onChange} errors={errors.plan as never} />
            )}
          />
        </Tabs.Content>
        <Tabs.Content value="exceptions">
          <Controller
            control={control}
            name="exceptions"
            render={({ field }) => (
              <ExceptionsEditor
                value={field.value as ExceptionValue[]}
                onChange={field.onChange}
                errors={errors.exceptions as never}
              />
            )}
          />
        </Tabs.Content>
        <Tabs.Content value="procedures">
          <Controller
            control={control}
            name="procedureIds"
            render={({ field }) => (
              <ProceduresPicker
                procedures={procedures}
                categories={categories}
                value={field.value as string[]}
                onChange={field.onChange}
              />
            )}
          />
        </Tabs.Content>
      </Tabs.Root>
      <div
        className={css({
          display: 'flex',
          justifyContent: 'flex-end',
          gap: '3',
          borderTopWidth: '1px',
          borderColor: 'border.default',
          pt: '4',
        })}
      >
        <Button variant="outline" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? <Spinner /> : null}
          {t('actions.save')}
        </Button>
      </div>
    </form>
  )
}
