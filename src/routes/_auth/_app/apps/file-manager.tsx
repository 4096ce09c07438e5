import { createFileRoute } from '@tanstack/react-router'
import { id, oneOf, searchParams } from '@/lib/search-params'
import { FileManagerPage } from '@/features/file-manager/components/file-manager-page'

const searchSchema = searchParams({ folderId: id, item: id, view: oneOf(['grid', 'list']) })

export const Route = createFileRoute('/_auth/_app/apps/file-manager')({
  validateSearch: searchSchema,
  component: FileManagerPage,
})
