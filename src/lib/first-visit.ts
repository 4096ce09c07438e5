/**
 * Whether no service worker controls this page yet: a first visit, whose data wait until the worker has
 * installed (a few seconds on a phone). Read once, when the routes are defined.
 */
const isFirstVisit = (): boolean => 'serviceWorker' in navigator && !navigator.serviceWorker.controller

/**
 * A route's `pendingMs`: on a first visit its pending screen shows at once, since its data are seconds
 * away; later, when the worker answers in milliseconds, the router's default spares a flash.
 */
export const pendingMsOnFirstVisit = (): number | undefined => (isFirstVisit() ? 0 : undefined)
