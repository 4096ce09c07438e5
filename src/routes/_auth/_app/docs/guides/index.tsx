import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_auth/_app/docs/guides/')({
  beforeLoad: () => {
    throw redirect({ to: '/docs/guides/$section/$page', params: { section: 'getting-started', page: 'introduction' } })
  },
})
