import { useState } from 'react'
import { Controller, useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CalendarClock, CalendarCog } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { lazyZodResolver } from '@/lib/forms/zod-resolver'
import { addDays } from '@/shared/clinic/time'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import type { GenerateResult, GenerateSchedulesInput } from '@/shared/schemas/clinic/schedules'
import { useGenerateSchedules } from '../api/clinic'
import { useAll } from '../api/records'
import { AdminOnly } from '../components/admin-only'
import { DateRangeFields } from '../components/date-range-fields'
import { FormAlert } from '../components/form-alert'
import { ClinicPage, ColorDot, Panel } from '../components/page'
import { useRecordSubmit } from '../components/record-form'
import { Loading } from '../components/states'
import { today } from '../lib/dates'
import { GenerateResultView } from './generate-result'

type Values = { from: string; to: string; doctorIds: string[] }

export function GeneratePage() {
  return (
    <AdminOnly>
      <Generate />
    </AdminOnly>
  )
}

const resolver = lazyZodResolver(() =>
  import('@/shared/schemas/clinic/schedules').then((m) => m.generateSchedulesSchema),
)

/** Regenerates the bookable grid of a range from the doctors' working plans; bookings are never touched. */
function Generate() {
  const { t } = useTranslation('clinic')
  const doctors = useAll<Doctor>('doctors', { active: 'true', sort: 'name' })
  const generate = useGenerateSchedules()
  const [result, setResult] = useState<GenerateResult | null>(null)
  const form = useForm<Values, unknown, GenerateSchedulesInput>({
    resolver: resolver as unknown as Resolver<Values, unknown, GenerateSchedulesInput>,
    defaultValues: { from: today(), to: addDays(today(), 13), doctorIds: [] },
  })
  const { submit, failure } = useRecordSubmit(
    form,
    (values) =>
      // No doctor ticked means every active doctor (the server's default).
      generate.mutateAsync({
        from: values.from,
        to: values.to,
        ...(values.doctorIds?.length ? { doctorIds: values.doctorIds } : {}),
      }),
    {
      fields: ['from', 'to', 'doctorIds'],
      onSaved: (r) => {
        setResult(r)
        toast('success', t('generate.done'), t('generate.slots', { count: r.totals.slots }))
      },
    },
  )
  const setRange = (days: number) => {
    form.setValue('from', today())
    form.setValue('to', addDays(today(), days - 1))
  }

  return (
    <ClinicPage title={t('generate.title')} subtitle={t('generate.subtitle')} icon={<CalendarCog />}>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '26rem minmax(0, 1fr)' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <Panel title={t('generate.range')}>
          <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
            {failure ? <FormAlert title={t('errors.save')} detail={failure} /> : null}
            <DateRangeFields form={form} />
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              {[7, 14, 28].map((d) => (
                <Button key={d} size="sm" variant="outline" onClick={() => setRange(d)}>
                  {t('generate.nextDays', { count: d })}
                </Button>
              ))}
            </div>
            <Controller
              control={form.control}
              name="doctorIds"
              render={({ field }) => (
                <fieldset>
                  <legend className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted', mb: '2' })}>
                    {t('generate.doctors')}
                  </legend>
                  {!doctors.data ? (
                    <Loading />
                  ) : (
                    <ul
                      className={css({
                        display: 'flex',
                        flexDir: 'column',
                        gap: '1',
                        maxH: '18rem',
                        overflowY: 'auto',
                        borderWidth: '1px',
                        borderColor: 'border.default',
                        borderRadius: 'lg',
                        p: '2',
                      })}
                    >
                      {doctors.data.map((d) => (
                        <li key={d.id}>
                          <label
                            className={css({
                              display: 'flex',
                              alignItems: 'center',
                              gap: '2.5',
                              px: '2',
                              py: '1.5',
                              borderRadius: 'md',
                              fontSize: 'sm',
                              cursor: 'pointer',
                              _hover: { bg: 'bg.hover' },
                            })}
                          >
                            <input
                              type="checkbox"
                              className={css({ w: '4', h: '4', accentColor: 'var(--colors-accent-solid)' })}
                              checked={field.value.includes(d.id)}
                              onChange={(ev) =>
                                field.onChange(
                                  ev.target.checked ? [...field.value, d.id] : field.value.filter((id) => id !== d.id),
                                )
                              }
                            />
                            <ColorDot color={d.color} /> {d.name}
                          </label>
                        </li>
                      ))}
                    </ul>
                  )}
                  <p className={css({ fontSize: 'xs', color: 'fg.subtle', mt: '1.5' })}>
                    {field.value.length ? t('generate.chosen', { count: field.value.length }) : t('generate.allActive')}
                  </p>
                </fieldset>
              )}
            />
            <Button type="submit" size="lg" disabled={generate.isPending}>
              {generate.isPending ? <Spinner /> : <CalendarClock />}
              {t('generate.submit')}
            </Button>
          </form>
        </Panel>
        <GenerateResultView result={result} />
      </div>
    </ClinicPage>
  )
}
