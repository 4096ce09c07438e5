import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { addDays } from '@/shared/clinic/time'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import { useSlots } from '../api/appointments'
import { useAll } from '../api/records'
import { ChoiceSelect } from '../components/choice-select'
import { fmtDay, today, useDateLocale } from '../lib/dates'
import { SlotChips } from './slot-chips'

export interface When {
  doctorId?: string
  date: string
  start?: string
}

/**
 * Doctor (only those who perform the procedure), day and one of the server's free start times. The
 * start is cleared whenever what it depends on changes, so a stale time is never sent.
 */
export function WhenPicker({
  procedureId,
  patientId,
  excludeAppointmentId,
  value,
  onChange,
  errors,
  onDoctors,
}: {
  procedureId?: string
  patientId?: string
  excludeAppointmentId?: string
  value: When
  onChange: (next: When) => void
  errors?: { doctorId?: string; start?: string }
  onDoctors?: (doctors: Doctor[]) => void
}) {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const doctors = useAll<Doctor>(
    'doctors',
    { procedureId, active: 'true', sort: 'name' },
    { enabled: Boolean(procedureId) },
  )
  const slots = useSlots({ doctorId: value.doctorId, procedureId, date: value.date, patientId, excludeAppointmentId })
  const list = useMemo(() => doctors.data ?? [], [doctors.data])

  useEffect(() => onDoctors?.(list), [list, onDoctors])
  // A doctor who does not perform the newly chosen procedure is dropped.
  useEffect(() => {
    if (doctors.data && value.doctorId && !doctors.data.some((d) => d.id === value.doctorId))
      onChange({ ...value, doctorId: undefined, start: undefined })
  }, [doctors.data, value, onChange])

  const min = today()
  const setDate = (date: string) => onChange({ ...value, date: date < min ? min : date, start: undefined })
  const waiting = !procedureId
    ? t('booking.pickProcedure')
    : !value.doctorId
      ? t('booking.pickDoctor')
      : !value.date
        ? t('booking.pickDate')
        : undefined

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          gap: '4',
        })}
      >
        <ChoiceSelect
          label={t('booking.doctor')}
          placeholder={
            procedureId ? (list.length ? t('actions.choose') : t('booking.noDoctors')) : t('booking.pickProcedure')
          }
          disabled={!procedureId || !list.length}
          choices={list.map((d) => ({ value: d.id, label: d.name, color: d.color }))}
          value={value.doctorId}
          onChange={(v) => onChange({ ...value, doctorId: v[0], start: undefined })}
          error={errors?.doctorId}
        />
        <Field label={t('booking.date')}>
          {(ids) => (
            <div className={css({ display: 'flex', gap: '1.5' })}>
              <Button
                variant="outline"
                size="icon"
                className={css({ borderRadius: 'lg', flexShrink: 0 })}
                aria-label={t('booking.previousDay')}
                disabled={value.date <= min}
                onClick={() => setDate(addDays(value.date, -1))}
              >
                <ChevronLeft />
              </Button>
              <Input
                {...ids}
                type="date"
                min={min}
                value={value.date}
                onChange={(e) => e.target.value && setDate(e.target.value)}
              />
              <Button
                variant="outline"
                size="icon"
                className={css({ borderRadius: 'lg', flexShrink: 0 })}
                aria-label={t('booking.nextDay')}
                onClick={() => setDate(addDays(value.date, 1))}
              >
                <ChevronRight />
              </Button>
            </div>
          )}
        </Field>
      </div>
      <div className={css({ display: 'flex', flexDir: 'column', gap: '1.5' })}>
        <span id="slots-label" className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>
          {value.date ? t('booking.freeTimes', { day: fmtDay(value.date, locale) }) : t('booking.time')}
        </span>
        <div aria-labelledby="slots-label" role="group">
          <SlotChips
            answer={slots.data}
            loading={slots.isFetching && !slots.data}
            waiting={waiting}
            value={value.start}
            onChange={(start) => onChange({ ...value, start })}
          />
        </div>
        {errors?.start ? (
          <p role="alert" className={css({ fontSize: 'xs', color: 'danger.text' })}>
            {errors.start}
          </p>
        ) : null}
      </div>
    </div>
  )
}
