import { useCallback, useMemo, useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CalendarPlus } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { lazyZodResolver } from '@/lib/forms/zod-resolver'
import type { Procedure } from '@/shared/schemas/clinic/catalog'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import { useBook } from '../api/appointments'
import { useMe } from '../api/clinic'
import { useAll } from '../api/records'
import { ChoiceSelect } from '../components/choice-select'
import { FormAlert } from '../components/form-alert'
import { ClinicPage, Panel } from '../components/page'
import { Forbidden } from '../components/states'
import { applyFieldError, explainError } from '../lib/errors'
import { duration, money } from '../lib/format'
import { fmtWhen, today, useDateLocale } from '../lib/dates'
import { translateMessage } from '../lib/messages'
import { isStaff, useRole } from '../lib/role'
import { BookingSummary } from './booking-summary'
import { NewPatientDialog } from './new-patient-dialog'
import { OwnPatient } from './own-patient'
import { PatientPicker } from './patient-picker'
import { WhenPicker, type When } from './when-picker'

interface Values {
  patientId?: string
  procedureId: string
  doctorId: string
  start: string
  notes: string
}
type Output = { patientId?: string; procedureId: string; doctorId: string; start: string; notes: string }

// Staff must name the patient; a patient account books for itself (the server fills it in).
const schemas = () =>
  Promise.all([import('@/shared/schemas/clinic/appointments'), import('@/shared/schemas/clinic/common')])
const staffResolver = lazyZodResolver(() =>
  schemas().then(([a, c]) => a.appointmentCreateSchema.extend({ patientId: c.entityId })),
)
const patientResolver = lazyZodResolver(() => schemas().then(([a]) => a.appointmentCreateSchema))

/** Books an appointment: patient, procedure, doctor, day and one of the server's free times. */
export function NewBooking({
  preset,
}: {
  preset: { patientId?: string; doctorId?: string; procedureId?: string; date?: string }
}) {
  const { t, i18n } = useTranslation('clinic')
  const locale = useDateLocale()
  const role = useRole()
  const navigate = useNavigate()
  const staff = isStaff(role)
  const book = useBook()
  const me = useMe()
  const [creating, setCreating] = useState(false)
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null)
  const [date, setDate] = useState(preset.date && preset.date >= today() ? preset.date : today())
  const [doctors, setDoctors] = useState<Doctor[]>([])
  const procedures = useAll<Procedure>('procedures', { active: 'true', sort: 'name' })
  const form = useForm<Values, unknown, Output>({
    resolver: (staff ? staffResolver : patientResolver) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: {
      patientId: staff ? preset.patientId : undefined,
      procedureId: preset.procedureId ?? '',
      doctorId: preset.doctorId ?? '',
      start: '',
      notes: '',
    },
  })
  const { control, watch, setValue, handleSubmit, setError, formState } = form
  const [patientId, procedureId, doctorId, start] = watch(['patientId', 'procedureId', 'doctorId', 'start'])
  const err = (m?: string) => translateMessage(t, m)
  // No time picked is a choice still to make, not a malformed date.
  const startError = formState.errors.start
    ? start
      ? err(formState.errors.start.message)
      : t('booking.chooseTime')
    : undefined
  const procedure = procedures.data?.find((p) => p.id === procedureId)
  const doctor = doctors.find((d) => d.id === doctorId)

  const when: When = useMemo(
    () => ({ doctorId: doctorId || undefined, date, start: start || undefined }),
    [doctorId, date, start],
  )
  const onWhen = useCallback(
    (next: When) => {
      setFailure(null)
      setDate(next.date)
      setValue('doctorId', next.doctorId ?? '', { shouldValidate: formState.isSubmitted })
      setValue('start', next.start ?? '', { shouldValidate: formState.isSubmitted })
    },
    [setValue, formState.isSubmitted],
  )

  if (role === 'doctor') return <Forbidden message={t('booking.doctorsCannotBook')} />

  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      const created = await book.mutateAsync(values)
      toast('success', t('booking.booked'), `${created.patient?.fullName ?? ''} · ${fmtWhen(created.start, locale)}`)
      void navigate({ to: '/medical/envio-medical/$id', params: { id: created.id } })
    } catch (error) {
      if (!applyFieldError(t, error, setError, ['patientId', 'procedureId', 'doctorId', 'notes']))
        setFailure(explainError(t, error))
    }
  })

  return (
    <ClinicPage title={t('booking.title')} subtitle={t('booking.subtitle')} icon={<CalendarPlus />}>
      <form
        onSubmit={submit}
        noValidate
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 22rem' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'flex', flexDir: 'column', gap: '5' })}>
          <Panel title={t('booking.who')}>
            {staff ? (
              <Controller
                control={control}
                name="patientId"
                render={({ field, fieldState }) => (
                  <PatientPicker
                    value={field.value}
                    onChange={(v) => field.onChange(v)}
                    onCreate={() => setCreating(true)}
                    error={err(fieldState.error?.message)}
                  />
                )}
              />
            ) : (
              <OwnPatient />
            )}
          </Panel>
          <Panel title={t('booking.what')}>
            <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
              <Controller
                control={control}
                name="procedureId"
                render={({ field, fieldState }) => (
                  <ChoiceSelect
                    label={t('booking.procedure')}
                    placeholder={procedures.isPending ? t('loading') : t('actions.choose')}
                    choices={(procedures.data ?? []).map((p) => ({
                      value: p.id,
                      label: p.name,
                      hint: `${duration(p.durationMinutes)} · ${money(p.price, i18n.language)}`,
                    }))}
                    value={field.value}
                    onChange={(v) => {
                      field.onChange(v[0] ?? '')
                      setValue('start', '')
                      setFailure(null)
                    }}
                    error={err(fieldState.error?.message)}
                  />
                )}
              />
              <WhenPicker
                procedureId={procedureId || undefined}
                patientId={(staff ? patientId : me.data?.personId) || undefined}
                value={when}
                onChange={onWhen}
                onDoctors={setDoctors}
                errors={{ doctorId: err(formState.errors.doctorId?.message), start: startError }}
              />
            </div>
          </Panel>
          <Panel title={t('booking.notes')}>
            <Field label={t('booking.notesLabel')} error={err(formState.errors.notes?.message)}>
              {(ids) => <Textarea {...ids} rows={2} {...form.register('notes')} size="rows" />}
            </Field>
          </Panel>
        </div>
        <aside className={css({ position: { lg: 'sticky' }, top: '4', display: 'flex', flexDir: 'column', gap: '4' })}>
          <BookingSummary procedure={procedure} doctor={doctor} start={start || undefined} />
          {failure ? <FormAlert title={failure.title} detail={failure.detail} /> : null}
          <Button type="submit" size="lg" disabled={formState.isSubmitting || (!staff && role !== 'patient')}>
            {formState.isSubmitting ? <Spinner /> : <CalendarPlus />}
            {t('booking.submit')}
          </Button>
        </aside>
      </form>
      {staff ? (
        <NewPatientDialog
          open={creating}
          onOpenChange={setCreating}
          onCreated={(p) => setValue('patientId', p.id, { shouldValidate: true })}
        />
      ) : null}
    </ClinicPage>
  )
}
