import { createFileRoute } from '@tanstack/react-router'
import { DocsPage } from '@/features/docs/components/docs-page'
import { loadChangelog } from '@/features/docs/lib/pages'

export const Route = createFileRoute('/_auth/_app/docs/changelog')({
  component: () => <DocsPage id="changelog" load={loadChangelog} />,
})
