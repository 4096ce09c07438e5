import { useCallback, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarClock, CalendarDays } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { useAppointment, useAppointmentEvent } from '../api/appointments'
import { useMe } from '../api/clinic'
import { AppointmentActions, eventsFor } from '../components/appointment-actions'
import { AppointmentSummary } from '../components/appointment-summary'
import { FormAlert } from '../components/form-alert'
import { ClinicPage, Panel } from '../components/page'
import { LoadError, Loading } from '../components/states'
import { explainError } from '../lib/errors'
import { fmtWhen, nowWall, today, useDateLocale } from '../lib/dates'
import { isClinician, useRole } from '../lib/role'
import { WhenPicker, type When } from './when-picker'

/** One appointment: its details and history, the state changes allowed now, and rescheduling. */
export function EditBooking({ id }: { id: string }) {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const role = useRole()
  const me = useMe()
  const navigate = useNavigate()
  const appointment = useAppointment(id)
  const send = useAppointmentEvent()
  const [when, setWhen] = useState<When | null>(null)
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null)
  const onWhen = useCallback((next: When) => {
    setFailure(null)
    setWhen(next)
  }, [])

  if (!appointment.data)
    return appointment.error ? (
      <LoadError error={appointment.error} onRetry={() => void appointment.refetch()} />
    ) : (
      <Loading />
    )
  const a = appointment.data
  const canReschedule = eventsFor(role, me.data?.personId, a, nowWall()).includes('reschedule')
  const picked: When = when ?? {
    doctorId: a.doctorId,
    date: a.start.slice(0, 10) >= today() ? a.start.slice(0, 10) : today(),
  }

  const reschedule = () => {
    if (!picked.start) return
    setFailure(null)
    send.mutate(
      { id: a.id, event: { type: 'reschedule', start: picked.start, doctorId: picked.doctorId } },
      {
        onSuccess: (next) => {
          toast('success', t('booking.rescheduled'), fmtWhen(next.start, locale))
          void navigate({ to: '/medical/envio-medical/$id', params: { id: next.id }, replace: true })
        },
        onError: (e) => setFailure(explainError(t, e)),
      },
    )
  }

  return (
    <ClinicPage
      title={t('appointment.title')}
      subtitle={`${a.patient?.fullName ?? ''} · ${a.procedure?.name ?? ''}`}
      icon={<CalendarDays />}
      actions={
        isClinician(role) ? (
          <Link
            to="/medical/general-agenda"
            search={{ date: a.start.slice(0, 10) }}
            className={css({
              fontSize: 'sm',
              fontWeight: 'semibold',
              color: 'accent.text',
              _hover: { textDecoration: 'underline' },
            })}
          >
            {t('appointment.openInAgenda')}
          </Link>
        ) : null
      }
    >
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', lg: '24rem minmax(0, 1fr)' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <div className={css({ display: 'flex', flexDir: 'column', gap: '5' })}>
          <Panel title={t('appointment.details')}>
            <AppointmentSummary appointment={a} history />
          </Panel>
          <Panel title={t('appointment.actions')}>
            <AppointmentActions appointment={a} hideReschedule />
          </Panel>
        </div>
        {canReschedule ? (
          <Panel title={t('booking.rescheduleTitle')}>
            <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('booking.rescheduleText')}</p>
              <WhenPicker
                procedureId={a.procedureId}
                patientId={a.patientId}
                excludeAppointmentId={a.id}
                value={picked}
                onChange={onWhen}
              />
              {failure ? <FormAlert title={failure.title} detail={failure.detail} /> : null}
              <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
                <Button onClick={reschedule} disabled={!picked.start || send.isPending}>
                  {send.isPending ? <Spinner /> : <CalendarClock />}
                  {t('booking.rescheduleSubmit')}
                </Button>
              </div>
            </div>
          </Panel>
        ) : null}
      </div>
    </ClinicPage>
  )
}
