import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { formatters } from '../lib/format'

/** Number and date formats in the current language. */
export function useFormat() {
  const { i18n } = useTranslation()
  return useMemo(() => formatters(i18n.language), [i18n.language])
}
