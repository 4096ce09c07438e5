import { useTranslation } from 'react-i18next'
import { format } from 'date-fns'
import { enUS, es, tr } from 'date-fns/locale'

const LOCALES = { en: enUS, es, tr }

/** Formats dates in the current language; notifications use 'MMM dd, h:mm a' (SPEC.md section 9). */
export function useDateFormat() {
  const { i18n } = useTranslation()
  const locale = LOCALES[(i18n.resolvedLanguage ?? 'en') as keyof typeof LOCALES] ?? enUS
  return (date: string | Date, pattern: string) => format(typeof date === 'string' ? new Date(date) : date, pattern, { locale })
}
