import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarClock } from 'lucide-react'
import { css } from 'styled-system/css'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import { useMe } from '../api/clinic'
import { useAll } from '../api/records'
import { ChoiceSelect } from '../components/choice-select'
import { ColorDot, ClinicPage } from '../components/page'
import { Forbidden, LoadError, Loading } from '../components/states'
import { today } from '../lib/dates'
import { useSearchPatch } from '../lib/use-search-patch'
import { useRole } from '../lib/role'
import { AgendaBoard } from './agenda-board'
import type { AgendaView } from './agenda-range'

const route = getRouteApi('/_auth/_app/medical/my-agenda')

/** The signed-in doctor's own agenda; an admin picks whose. */
export function MyAgendaPage() {
  const { t } = useTranslation('clinic')
  const role = useRole()
  const me = useMe()
  const search = route.useSearch()
  const allowed = role === 'doctor' || role === 'admin'
  const doctors = useAll<Doctor>('doctors', { active: 'true', sort: 'name' }, { enabled: allowed })
  const onChange = useSearchPatch<{ date?: string; view?: AgendaView; doctorId?: string }>()
  if (!allowed) return <Forbidden />
  if (me.error || doctors.error) return <LoadError error={me.error ?? doctors.error} />
  if (!me.data || !doctors.data) return <Loading />

  const list = doctors.data
  const doctor = role === 'doctor' ? me.data.doctor : (list.find((d) => d.id === search.doctorId) ?? list[0] ?? null)
  if (!doctor) return <Forbidden message={t('agenda.noDoctorRecord')} />

  return (
    <ClinicPage
      title={t('agenda.myTitle')}
      subtitle={
        <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2' })}>
          <ColorDot color={doctor.color} /> {doctor.name}
        </span>
      }
      icon={<CalendarClock />}
      actions={
        role === 'admin' ? (
          <ChoiceSelect
            label={t('agenda.doctor')}
            hideLabel
            className={css({ w: { base: 'full', sm: '16rem' } })}
            choices={list.map((d) => ({ value: d.id, label: d.name, color: d.color }))}
            value={doctor.id}
            onChange={(v) => v[0] && onChange({ doctorId: v[0] })}
          />
        ) : null
      }
    >
      <AgendaBoard
        key={doctor.id}
        date={search.date ?? today()}
        view={search.view ?? 'week'}
        onChange={onChange}
        doctors={[doctor]}
        selected={[]}
        doctorId={doctor.id}
      />
    </ClinicPage>
  )
}
