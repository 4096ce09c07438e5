import { createFileRoute } from '@tanstack/react-router'
import { date, oneOf, searchParams } from '@/lib/search-params'
import { AGENDA_VIEWS, optText } from '@/features/clinic/lib/search'
import { GeneralAgendaPage } from '@/features/clinic/agenda/general-agenda-page'

export const Route = createFileRoute('/_auth/_app/medical/general-agenda')({
  validateSearch: searchParams({ date: date, view: oneOf(AGENDA_VIEWS), doctors: optText(2000) }),
  component: GeneralAgendaPage,
})
