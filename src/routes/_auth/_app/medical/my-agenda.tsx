import { createFileRoute } from '@tanstack/react-router'
import { date, id, oneOf, searchParams } from '@/lib/search-params'
import { AGENDA_VIEWS } from '@/features/clinic/lib/search'
import { MyAgendaPage } from '@/features/clinic/agenda/my-agenda-page'

export const Route = createFileRoute('/_auth/_app/medical/my-agenda')({
  validateSearch: searchParams({ date: date, view: oneOf(AGENDA_VIEWS), doctorId: id }),
  component: MyAgendaPage,
})
