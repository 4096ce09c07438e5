import { useEffect } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import i18next from 'i18next'
import { useTranslation } from 'react-i18next'
import { toast } from '@/components/ui/toaster'
import { LOAD_FAILURE } from '@/lib/i18n'
import { session } from '@/lib/session'
import { themePrefs } from '@/lib/theme'
import { useSession } from '@/lib/use-session'
import { shellKeys } from '../api/keys'

/**
 * What the shell does besides drawing: notifications are fetched again after every completed navigation
 * while signed in; the scheme saved on the account is applied; a translation that cannot load says so.
 */
export function useShellEffects() {
  const router = useRouter()
  const client = useQueryClient()
  const { user } = useSession()
  const { t } = useTranslation('shell')

  useEffect(
    () =>
      router.subscribe('onResolved', () => {
        if (session.isSignedIn()) void client.invalidateQueries({ queryKey: shellKeys.feed('notifications') })
      }),
    [router, client],
  )

  const saved = user?.scheme
  useEffect(() => {
    if (saved && saved !== themePrefs.get().scheme) themePrefs.setScheme(saved)
  }, [saved])

  useEffect(() => {
    const onFailure = () => toast('error', t('i18n.failed', { defaultValue: LOAD_FAILURE }))
    i18next.on('failedLoading', onFailure)
    return () => i18next.off('failedLoading', onFailure)
  }, [t])
}
