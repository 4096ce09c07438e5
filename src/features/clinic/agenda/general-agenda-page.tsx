import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarDays } from 'lucide-react'
import type { Doctor } from '@/shared/schemas/clinic/doctors'
import { useAll } from '../api/records'
import { ClinicPage } from '../components/page'
import { Forbidden, LoadError, Loading } from '../components/states'
import { today } from '../lib/dates'
import { useSearchPatch } from '../lib/use-search-patch'
import { isClinician, useRole } from '../lib/role'
import { AgendaBoard } from './agenda-board'
import type { AgendaView } from './agenda-range'

const route = getRouteApi('/_auth/_app/medical/general-agenda')

/** Every doctor's appointments side by side; day, week or list; date, view and filter live in the URL. */
export function GeneralAgendaPage() {
  const { t } = useTranslation('clinic')
  const role = useRole()
  const search = route.useSearch()
  const doctors = useAll<Doctor>('doctors', { active: 'true', sort: 'name' }, { enabled: isClinician(role) })
  const selected = search.doctors ? search.doctors.split(',').filter(Boolean) : []
  const onChange = useSearchPatch<{ date?: string; view?: AgendaView; doctors?: string }>()
  if (!isClinician(role)) return <Forbidden />
  return (
    <ClinicPage title={t('agenda.generalTitle')} subtitle={t('agenda.generalSubtitle')} icon={<CalendarDays />}>
      {doctors.data ? (
        <AgendaBoard
          date={search.date ?? today()}
          view={search.view ?? 'day'}
          onChange={onChange}
          doctors={doctors.data}
          selected={selected}
          onSelected={(ids) => onChange({ doctors: ids.length ? ids.join(',') : undefined })}
        />
      ) : doctors.error ? (
        <LoadError error={doctors.error} onRetry={() => void doctors.refetch()} />
      ) : (
        <Loading />
      )}
    </ClinicPage>
  )
}
