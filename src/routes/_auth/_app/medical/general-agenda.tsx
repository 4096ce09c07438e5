import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { AGENDA_VIEWS, optDate, optEnum, optText } from '@/features/clinic/lib/search'
import { GeneralAgendaPage } from '@/features/clinic/agenda/general-agenda-page'

export const Route = createFileRoute('/_auth/_app/medical/general-agenda')({
  validateSearch: z.object({ date: optDate, view: optEnum(AGENDA_VIEWS), doctors: optText(2000) }),
  component: GeneralAgendaPage,
})
