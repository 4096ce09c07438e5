import { createFileRoute } from '@tanstack/react-router'
import { DocsPage } from '@/features/docs/components/docs-page'
import { findGuide } from '@/features/docs/lib/pages'

export const Route = createFileRoute('/_auth/_app/docs/guides/$section/$page')({
  component: DocsGuidePage,
})

function DocsGuidePage() {
  const { section, page } = Route.useParams()
  return <DocsPage id={`${section}/${page}`} load={findGuide(section, page)?.load} />
}
