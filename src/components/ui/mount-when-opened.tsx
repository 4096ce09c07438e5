import { Suspense, useState, type ReactNode } from 'react'

/**
 * Renders `children` from the first time `open` is true on, so that a page's dialogs (with their code, when
 * they are `lazy`) cost nothing until they are asked for; once shown they stay mounted for their closing
 * animation and keep their state.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}
