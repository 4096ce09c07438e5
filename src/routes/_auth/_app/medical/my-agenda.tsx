import { createFileRoute } from '@tanstack/react-router'
import { searchParams } from '@/lib/search-params'
import { AGENDA_VIEWS, optDate, optEnum, optId } from '@/features/clinic/lib/search'
import { MyAgendaPage } from '@/features/clinic/agenda/my-agenda-page'

export const Route = createFileRoute('/_auth/_app/medical/my-agenda')({
  validateSearch: searchParams({ date: optDate, view: optEnum(AGENDA_VIEWS), doctorId: optId }),
  component: MyAgendaPage,
})
