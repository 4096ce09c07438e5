import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { session } from './session'

/** Guest-only routes: a signed-in user goes to the root. */
export function requireGuest(): void {
  if (session.isSignedIn()) throw redirect({ to: '/' })
}

/** Signed-in-only routes: a guest goes to sign-in and comes back afterwards. */
export function requireUser({ location }: { location: ParsedLocation }): void {
  if (!session.isSignedIn()) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
}

/** Only same-origin paths are followed after sign-in; without one, `fallback`. */
export const safeRedirect = (target: unknown, fallback = '/'): string =>
  typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : fallback
