/**
 * The pages a first visit opens from outside, whose first screen the build writes into their own HTML
 * (scripts/prerender.ts), in the language of a first visit (src/lib/i18n.ts `initialLanguage`).
 */
export const PRERENDERED_PAGES = [
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/home',
  '/gym/home',
  '/barber/home',
  '/futbol/home',
] as const

export const PRERENDER_LANGUAGE = 'en'
