import { useTranslation } from 'react-i18next'
import { ExternalLink } from 'lucide-react'
import { css } from 'styled-system/css'
import { Dialog } from '@/components/ui/dialog'
import type { AppointmentView } from '@/shared/schemas/clinic/appointments'
import { useAppointment } from '../api/appointments'
import { AppointmentActions } from '../components/appointment-actions'
import { AppointmentLink } from '../components/appointment-link'
import { AppointmentSummary } from '../components/appointment-summary'
import { eyebrow } from '../components/styles'

/** An agenda event's details and the state changes the lifecycle allows now. */
export function AppointmentDialog({
  appointment,
  onClose,
}: {
  appointment: AppointmentView | null
  onClose: () => void
}) {
  const { t } = useTranslation('clinic')
  // The list row may be a moment old: the dialog follows the record itself.
  const fresh = useAppointment(appointment?.id)
  const a = fresh.data ?? appointment
  return (
    <Dialog
      open={Boolean(appointment)}
      onOpenChange={(o) => !o && onClose()}
      title={a?.patient?.fullName ?? t('appointment.title')}
      description={a?.procedure?.name}
      size="sm"
    >
      {a ? (
        <div className={css({ display: 'flex', flexDir: 'column', gap: '5', pb: '4' })}>
          <AppointmentSummary appointment={a} />
          <div
            className={css({
              borderTopWidth: '1px',
              borderColor: 'border.default',
              pt: '4',
              display: 'flex',
              flexDir: 'column',
              gap: '3',
            })}
          >
            <h3 className={eyebrow}>{t('appointment.actions')}</h3>
            <AppointmentActions appointment={a} />
          </div>
          <AppointmentLink
            id={a.id}
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              gap: '1.5',
              fontSize: 'sm',
              fontWeight: 'semibold',
              color: 'accent.text',
              _hover: { textDecoration: 'underline' },
            })}
          >
            {t('appointment.open')} <ExternalLink size={14} />
          </AppointmentLink>
        </div>
      ) : null}
    </Dialog>
  )
}
