import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { AGENDA_VIEWS, optDate, optEnum, optId } from '@/features/clinic/lib/search'
import { MyAgendaPage } from '@/features/clinic/agenda/my-agenda-page'

export const Route = createFileRoute('/_auth/_app/medical/my-agenda')({
  validateSearch: z.object({ date: optDate, view: optEnum(AGENDA_VIEWS), doctorId: optId }),
  component: MyAgendaPage,
})
