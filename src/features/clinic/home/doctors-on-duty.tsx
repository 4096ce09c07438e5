import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { DashboardAnswer } from '@/shared/schemas/clinic/dashboard'

/** Who works today, their hours and load, and who is with a patient right now. */
export function DoctorsOnDuty({ doctors }: { doctors: DashboardAnswer['doctorsOnDuty'] }) {
  const { t } = useTranslation('clinic')
  if (!doctors.length) return <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('home.nobodyOnDuty')}</p>
  return (
    <ul className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
      {doctors.map((d) => (
        <li key={d.doctorId} className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <span
            aria-hidden
            className={css({ w: '1', alignSelf: 'stretch', borderRadius: 'full' })}
            style={{ background: d.color }}
          />
          <div className={css({ flex: 1, minW: 0 })}>
            <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{d.name}</p>
            <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
              {d.specialtyName} · {d.windows.map((w) => `${w.start}–${w.end}`).join(', ')}
            </p>
          </div>
          <div className={css({ textAlign: 'right' })}>
            <p className={css({ fontWeight: 'bold', fontSize: 'sm' })}>
              {t('home.appointments', { count: d.appointments })}
            </p>
            {d.currentAppointmentId ? (
              <span className={css({ fontSize: 'xs', fontWeight: 'semibold', color: 'success.text' })}>
                {t('home.inConsultation')}
              </span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
