import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'

export const LANGUAGES = [
  { id: 'en', title: 'English', flag: 'US' },
  { id: 'es', title: 'Español', flag: 'ES' },
  { id: 'tr', title: 'Türkçe', flag: 'TR' },
] as const
export type Language = (typeof LANGUAGES)[number]['id']

const LANG_KEY = 'lang'
export const LOAD_FAILURE = 'Unable to load translation and all the fallback languages'

// Each namespace of each language is its own chunk, loaded when a screen first asks for it.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json')

type Loaders = Record<string, () => Promise<{ default: Record<string, unknown> }>>

/** Reads `../locales/<lng>/<ns>.json` chunks; a failed load asks i18next to retry (up to maxRetries). */
export function createLazyBackend(from: Loaders): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const load = from[`../locales/${language}/${namespace}.json`]
      if (!load) return callback(new Error(`No ${namespace} translations for ${language}`), false)
      load().then(
        (m) => callback(null, m.default),
        (error: unknown) => callback(error as Error, true),
      )
    },
  }
}

const lazyBackend = createLazyBackend(loaders)

export function initialLanguage(): Language {
  const saved = localStorage.getItem(LANG_KEY)
  return LANGUAGES.some((l) => l.id === saved) ? (saved as Language) : 'en'
}

/** Every namespace this language has, as its chunks name them. */
export const namespacesOf = (language: Language): string[] =>
  Object.keys(loaders)
    .filter((path) => path.startsWith(`../locales/${language}/`))
    .map((path) => path.slice(`../locales/${language}/`.length, -'.json'.length))

/** i18next as every page uses it, in `language`; the browser's and the build's prerender (src/app/prerender.tsx) alike. */
export function initI18n(language: Language) {
  return i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: LANGUAGES.map((l) => l.id),
      ns: ['common'],
      defaultNS: 'common',
      maxRetries: 2,
      retryTimeout: 300,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    })
}

export async function setupI18n() {
  i18next.on('failedLoading', (lng, ns) => console.error(`${LOAD_FAILURE} (${lng}/${ns})`))
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng
    localStorage.setItem(LANG_KEY, lng)
  })
  await initI18n(initialLanguage())
  document.documentElement.lang = i18next.language
  return i18next
}
