import i18next from 'i18next'
import { use } from 'react'
import { NotFoundMessage } from '@/components/layout/route-states'
import { ShellFrame } from '@/features/shell/components/shell-frame'
import { WithQueries } from '@/lib/queries'

// As the signed-in routes' loader does: the shell's own namespace before the shell renders.
const shellStrings = i18next.loadNamespaces('shell')

/** The 404 inside the signed-in shell; outside the routes that set up queries, so it brings its own. */
export default function FramedNotFound() {
  use(shellStrings)
  return (
    <WithQueries>
      <ShellFrame>
        <NotFoundMessage />
      </ShellFrame>
    </WithQueries>
  )
}
