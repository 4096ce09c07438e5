import i18next from 'i18next'

/**
 * The words every public home's first screen reads (its banner, its pending screen), asked for before the
 * route renders: rendering first, it waited for them behind the router's spinner, a blank 300 ms between a
 * prerendered page and the app's own (src/app/main.tsx `firstScreen`).
 */
export const loadHomeWords = () => i18next.loadNamespaces('variants')
