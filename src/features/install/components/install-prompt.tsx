import { Suspense, lazy } from 'react'
import { useInstallPrompt } from '../hooks/use-install-prompt'

// The panel, its icons and its texts load only once there is something to offer.
const InstallPanel = lazy(() => import('./install-panel'))

/** Shows the install offer once the browser (or iOS Safari) allows one. */
export function InstallPrompt() {
  const prompt = useInstallPrompt()
  return prompt.mode ? (
    <Suspense fallback={null}>
      <InstallPanel {...prompt} mode={prompt.mode} />
    </Suspense>
  ) : null
}
