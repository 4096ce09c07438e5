import { ApiError } from '@/lib/api/client'
import type { Envelope } from '@/shared/schemas/auth'

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Envelope).exito === 'boolean' &&
  typeof (body as Envelope).mensaje === 'string'

/**
 * Calls an endpoint that answers `{ exito, mensaje }`: the server's refusals (which carry the envelope on a
 * 4xx) come back as `exito: false`; only failures of the call itself (network, 500) throw.
 */
export async function envelopeCall(call: () => Promise<Envelope>): Promise<Envelope> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ApiError && isEnvelope(error.body)) return error.body
    throw error
  }
}
