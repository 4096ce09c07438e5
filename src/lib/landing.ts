import type { Role } from '@/shared/schemas/auth'
import { homePathFor, type Variant } from '@/shared/variants'

/**
 * Builds whose business is the clinic (Vida Saludable and its nutrition practice): their module home shows
 * the clinic, and a patient's home is its appointments in the clinic app.
 */
const CLINIC_KINDS: ReadonlySet<Variant['kind']> = new Set(['clinic', 'nutrition'])

export const servesClinic = (v: Pick<Variant, 'kind'>) => CLINIC_KINDS.has(v.kind)

/**
 * Where a signed-in person lands when nothing asked for a page: staff where their work is (the clinic
 * app's home, the first entry of their menu), a patient of a clinic build its own appointments there, and
 * anyone else the business's own module home (SPEC section 2).
 */
export function landingPath(role: Role | undefined, v: Pick<Variant, 'app' | 'kind'>): string {
  if (role === 'admin' || role === 'reception' || role === 'doctor') return '/medical/home'
  if (role === 'patient' && servesClinic(v)) return '/medical/home'
  return homePathFor(v.app)!
}
