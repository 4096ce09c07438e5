import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toaster'
import { themePrefs, type Scheme } from '@/lib/theme'
import { session } from '@/lib/session'
import { updateUser } from '../api/user'

/**
 * Switches light/dark at once and keeps it on this device; with a signed-in user it is also saved on the
 * server (SPEC.md sections 6 and 8), otherwise the user is told that signing in would keep it.
 */
export function useSchemeChange() {
  const { t } = useTranslation('shell')
  return async (scheme: Scheme) => {
    themePrefs.setScheme(scheme)
    if (!session.isSignedIn() || !session.user()?.id) {
      toast('info', t('scheme.signInToKeep'))
      return
    }
    try {
      await updateUser({ scheme })
      toast('success', t('scheme.saved'))
    } catch {
      toast('error', t('scheme.failed'))
    }
  }
}
