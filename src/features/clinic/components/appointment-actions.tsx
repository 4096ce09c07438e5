import { lazy, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Ban, CalendarClock, CheckCheck, CircleCheck, DoorOpen, Play, UserX } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toaster'
import type { AppointmentEventType, AppointmentView } from '@/shared/schemas/clinic/appointments'
import type { Role } from '@/shared/schemas/auth'
import { allowedEvents } from '@/shared/clinic/lifecycle'
import { useAppointmentEvent } from '../api/appointments'
import { useMe } from '../api/clinic'
import { explainError } from '../lib/errors'
import { nowWall } from '../lib/dates'
import { useRole } from '../lib/role'
import { AppointmentLink } from './appointment-link'
import { linkButton } from './styles'
import { MountWhenOpened } from '@/components/ui/mount-when-opened'

// The cancel form (with its schema) loads when first opened.
const CancelDialog = lazy(() => import('./cancel-dialog').then((m) => ({ default: m.CancelDialog })))

const ICONS = {
  confirm: CheckCheck,
  'check-in': DoorOpen,
  start: Play,
  finish: CircleCheck,
  cancel: Ban,
  'no-show': UserX,
  reschedule: CalendarClock,
}

/** The events this role may send on this appointment, per the API's roles. */
export function eventsFor(
  role: Role | null,
  myPersonId: string | null | undefined,
  a: AppointmentView,
  now: string,
): AppointmentEventType[] {
  const events = allowedEvents(a, now)
  if (role === 'admin' || role === 'reception') return events
  if (role === 'doctor') return a.doctorId === myPersonId ? events : []
  if (role === 'patient') return events.filter((e) => e === 'confirm' || e === 'cancel' || e === 'reschedule')
  return []
}

/**
 * The lifecycle buttons the shared machine allows now (cancel asks for a reason); reschedule opens the
 * booking form on this appointment. A refusal shows the server's message.
 */
export function AppointmentActions({
  appointment,
  onChanged,
  hideReschedule,
}: {
  appointment: AppointmentView
  onChanged?: (a: AppointmentView) => void
  hideReschedule?: boolean
}) {
  const { t } = useTranslation('clinic')
  const role = useRole()
  const me = useMe()
  const send = useAppointmentEvent()
  const [cancelling, setCancelling] = useState(false)
  const events = eventsFor(role, me.data?.personId, appointment, nowWall())

  const fire = (type: Exclude<AppointmentEventType, 'reschedule' | 'cancel'> | 'cancel', reason?: string) =>
    send.mutate(
      { id: appointment.id, event: type === 'cancel' ? { type, reason: reason ?? '' } : { type } },
      {
        onSuccess: (a) => {
          setCancelling(false)
          toast('success', t('events.done', { state: t(`states.${a.state}`) }))
          onChanged?.(a)
        },
        onError: (e) => {
          const { title, detail } = explainError(t, e)
          toast('error', title, detail)
        },
      },
    )

  if (!events.length) return <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>{t('events.none')}</p>
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {events.map((type) => {
        const Icon = ICONS[type]
        if (type === 'reschedule')
          return hideReschedule ? null : (
            <AppointmentLink key={type} id={appointment.id} className={linkButton({ tone: 'outline' })}>
              <Icon /> {t('events.reschedule')}
            </AppointmentLink>
          )
        return (
          <Button
            key={type}
            size="sm"
            variant={type === 'cancel' || type === 'no-show' ? 'outline' : 'solid'}
            className={type === 'cancel' || type === 'no-show' ? css({ color: 'danger.text' }) : undefined}
            disabled={send.isPending}
            onClick={() => (type === 'cancel' ? setCancelling(true) : fire(type))}
          >
            <Icon /> {t(`events.${type}`)}
          </Button>
        )
      })}
      <MountWhenOpened open={cancelling}>
        <CancelDialog
          open={cancelling}
          onOpenChange={setCancelling}
          busy={send.isPending}
          onCancel={(reason) => fire('cancel', reason)}
        />
      </MountWhenOpened>
    </div>
  )
}
