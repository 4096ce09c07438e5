import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { format, type Locale } from 'date-fns'

// English comes with date-fns; Spanish and Turkish load when first needed.
const loaded: Record<string, Locale | undefined> = {}
const loaders: Record<string, () => Promise<Locale>> = {
  es: () => import('date-fns/locale/es').then((m) => m.es),
  tr: () => import('date-fns/locale/tr').then((m) => m.tr),
}

/**
 * date-fns `format` in the current language (the feed's notifications use 'MMM dd, h:mm a', SPEC.md
 * section 9; the sync panel its conflicts' times). One loader, so each locale loads once for the whole app.
 */
export function useDateFormat() {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? 'en'
  const [, setReady] = useState(0)
  useEffect(() => {
    const load = loaders[language]
    if (!load || loaded[language]) return
    let live = true
    void load().then((locale) => {
      loaded[language] = locale
      if (live) setReady((n) => n + 1)
    })
    return () => {
      live = false
    }
  }, [language])
  const locale = loaded[language]
  return (date: string | Date, pattern: string) =>
    format(typeof date === 'string' ? new Date(date) : date, pattern, locale ? { locale } : undefined)
}
