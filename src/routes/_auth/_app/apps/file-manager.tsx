import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { FileManagerPage } from '@/features/file-manager/components/file-manager-page'

const searchSchema = z.object({
  folderId: z.catch(z.optional(z.string()), undefined),
  item: z.catch(z.optional(z.string()), undefined),
  view: z.catch(z.optional(z.enum(['grid', 'list'])), undefined),
})

export const Route = createFileRoute('/_auth/_app/apps/file-manager')({
  validateSearch: searchSchema,
  component: FileManagerPage,
})
