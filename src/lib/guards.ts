import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { mayOpen } from '@/shared/access'
import type { User } from '@/shared/schemas/auth'
import { landingPath } from './landing'
import { variant } from './variant'

/** The session as the route guards read it: `src/lib/session.ts` in the app, a stand-in in tests. */
export interface GuardSession {
  isSignedIn(): boolean
  user(): User | null
}

/** The router's context (src/app/router.tsx): guards take the session from it rather than from a global. */
export interface RouterContext {
  session: GuardSession
}

interface GuardArgs {
  context: RouterContext
  location: ParsedLocation
}

/**
 * Guest-only routes: a signed-in user goes where signing in would have taken them, so staff never land on
 * the business's module home by one path and on their clinic home by the other.
 */
export function requireGuest({ context }: Pick<GuardArgs, 'context'>): void {
  if (context.session.isSignedIn()) throw redirect({ to: landingPath(context.session.user()?.role, variant()) })
}

/** Signed-in-only routes: a guest goes to sign-in and comes back afterwards. */
export function requireUser({ context, location }: GuardArgs): void {
  if (!context.session.isSignedIn()) throw redirect({ to: '/sign-in', search: { redirect: location.href } })
}

/**
 * Whether the signed-in role may open the page (the access matrix and PAGE_ROLES, docs/access.md). It is
 * route context rather than a redirect: the page answers "No access" at its own address, inside the shell.
 */
export function pageAccess({ context, location }: GuardArgs): { mayOpenPage: boolean } {
  const role = context.session.user()?.role
  return { mayOpenPage: !role || mayOpen(role, location.pathname) }
}

/** Only same-origin paths are followed after sign-in; without one, `fallback`. */
export const safeRedirect = (target: unknown, fallback = '/'): string =>
  typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') ? target : fallback
