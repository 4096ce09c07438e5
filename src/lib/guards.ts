import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { landingPath } from './landing'
import { session } from './session'
import { variant } from './variant'

/**
 * Guest-only routes: a signed-in user goes where signing in would have taken them, so staff never land on
 * the business's module home by one path and on their clinic home by the other.
 */
export function requireGuest(): void {
  if (session.isSignedIn()) throw redirect({ to: landingPath(session.user()?.role, variant()) })
}

/** Signed-in-only routes: a guest goes to sign-in and comes back afterwards. */
export function requireUser({ location }: { location: ParsedLocation }): void {
  if (!session.isSignedIn()) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
}

/** Only same-origin paths are followed after sign-in; without one, `fallback`. */
export const safeRedirect = (target: unknown, fallback = '/'): string =>
  typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : fallback
