import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigationData } from '../api/navigation'
import { translateNavigation } from '../lib/translate-navigation'

/**
 * The navigation in the chosen language. Until the `navigation` texts have loaded it answers nothing, as
 * while the tree itself loads, so the menu never shows in one language and then switches to another.
 */
export function useTranslatedNavigation() {
  const navigation = useNavigationData()
  // `t` is a new function after each language change, so the memo follows the language.
  const { t, ready } = useTranslation('navigation', { useSuspense: false })
  const data = navigation.data
  return useMemo(
    () => (data && ready ? translateNavigation(data, (key, options) => t(key, options)) : undefined),
    [data, ready, t],
  )
}
