import { describe, expect, it } from 'vitest'
import { isRedirect, type ParsedLocation } from '@tanstack/react-router'
import type { Role, User } from '@/shared/schemas/auth'
import { pageAccess, requireGuest, requireUser, type GuardSession } from './guards'
import { landingPath } from './landing'
import { variant } from './variant'

const guest: GuardSession = { isSignedIn: () => false, user: () => null }
const signedIn = (role: Role): GuardSession => ({ isSignedIn: () => true, user: () => ({ id: 'u1', role }) as User })

/** A location as the router hands it to `beforeLoad`: the guards read `pathname` and `href`. */
const at = (href: string) => ({ href, pathname: href.split(/[?#]/)[0]! }) as ParsedLocation

/** What a guard threw: the redirect's target and search, or undefined when it let the page through. */
function thrown(guard: () => void) {
  try {
    guard()
  } catch (error) {
    if (!isRedirect(error)) throw error
    return { to: error.options.to, search: error.options.search }
  }
  return undefined
}

describe('route guards (session from the router context)', () => {
  it('sends a guest to sign-in with the page it asked for as the return path', () => {
    expect(thrown(() => requireUser({ context: { session: guest }, location: at('/apps/contacts?tab=all') }))).toEqual({
      to: '/sign-in',
      search: { redirect: '/apps/contacts?tab=all' },
    })
  })

  it('lets a signed-in user through, and sends them away from the guest pages', () => {
    expect(
      thrown(() => requireUser({ context: { session: signedIn('patient') }, location: at('/medical/home') })),
    ).toBeUndefined()
    // Where signing in would have taken them: one landing rule for both ways in.
    expect(thrown(() => requireGuest({ context: { session: signedIn('admin') } }))).toEqual({
      to: landingPath('admin', variant()),
      search: undefined,
    })
    expect(thrown(() => requireGuest({ context: { session: signedIn('patient') } }))).toEqual({
      to: landingPath('patient', variant()),
      search: undefined,
    })
    expect(thrown(() => requireGuest({ context: { session: guest } }))).toBeUndefined()
  })

  it('lets a role open a page of an app it may use', () => {
    expect(pageAccess({ context: { session: signedIn('admin') }, location: at('/apps/contacts') })).toEqual({
      mayOpenPage: true,
    })
    expect(pageAccess({ context: { session: signedIn('patient') }, location: at('/medical/home') })).toEqual({
      mayOpenPage: true,
    })
  })

  it('answers No access for a role the access matrix keeps from the page, whatever its query', () => {
    expect(pageAccess({ context: { session: signedIn('patient') }, location: at('/apps/contacts?x=1') })).toEqual({
      mayOpenPage: false,
    })
  })

  it('narrows by PAGE_ROLES: a doctor may not open the booking page, reception may', () => {
    expect(pageAccess({ context: { session: signedIn('doctor') }, location: at('/medical/envio-medical/0') })).toEqual({
      mayOpenPage: false,
    })
    expect(
      pageAccess({ context: { session: signedIn('reception') }, location: at('/medical/envio-medical/0') }),
    ).toEqual({ mayOpenPage: true })
  })

  it('reads the session on each call, so a sign-in or sign-out in between counts', () => {
    let session = guest
    const live: GuardSession = { isSignedIn: () => session.isSignedIn(), user: () => session.user() }
    expect(thrown(() => requireUser({ context: { session: live }, location: at('/apps/contacts') }))).toMatchObject({
      to: '/sign-in',
    })
    session = signedIn('patient')
    expect(thrown(() => requireUser({ context: { session: live }, location: at('/apps/contacts') }))).toBeUndefined()
    expect(pageAccess({ context: { session: live }, location: at('/apps/contacts') })).toEqual({ mayOpenPage: false })
  })
})
