import type { TFunction } from 'i18next'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/lib/api/client'
import type { RuleConflict } from '@/shared/schemas/clinic/common'
import { timeOf } from '@/shared/clinic/time'
import { wallToDate } from './dates'
import { translateMessage } from './messages'

export const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.status : null)
export const isForbidden = (error: unknown) => statusOf(error) === 403

/** The body of a clinic 409, when the error is one. */
export function conflictOf(error: unknown): RuleConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null
  const body = error.body as Partial<RuleConflict> | null
  return body && typeof body.rule === 'string' ? (body as RuleConflict) : null
}

/**
 * "Dra. Venegas ya tiene una cita el martes 26 a las 10:00": a double booking in the user's language,
 * with who and when, never the clashing appointment's id or the rule's code.
 */
function clashSentence(t: TFunction, conflict: RuleConflict): string | null {
  const clash = conflict.clash
  if (!clash?.name || (conflict.rule !== 'doctor-overlap' && conflict.rule !== 'patient-overlap')) return null
  return t('rules.clash', { name: clash.name, when: wallToDate(clash.start), time: timeOf(clash.start) })
}

/** A readable sentence for any failure: the rule in the user's language, then the server's own words. */
export function describeError(t: TFunction, error: unknown): string {
  if (error instanceof ApiError) {
    const conflict = conflictOf(error)
    if (conflict) return clashSentence(t, conflict) ?? t(`rules.${conflict.rule}`, { defaultValue: error.message })
    if (error.status === 403) return t('errors.forbidden')
    if (error.status === 404) return t('errors.notFound')
    if (error.status === 400) {
      const reason = (error.body as { reason?: string } | null)?.reason
      return `${error.field ?? ''}: ${translateMessage(t, reason) ?? error.message}`
    }
    return error.message
  }
  if (error instanceof TypeError) return t('errors.network')
  return error instanceof Error ? error.message : String(error)
}

/**
 * Puts a server 400/409 that names a field of the form on that field. Returns false when the field is
 * not one of the form's (the caller shows it elsewhere).
 */
export function applyFieldError<T extends FieldValues>(
  t: TFunction,
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409 && error.status !== 404))
    return false
  const field = error.field
  if (!field || !fields.some((f) => field === f || field.startsWith(`${f}.`))) return false
  const body = error.body as { reason?: string; rule?: string } | null
  const message =
    error.status === 409 && body?.rule === 'unique'
      ? t('validation.taken')
      : error.status === 404
        ? t('errors.notFound')
        : (translateMessage(t, body?.reason) ?? error.message)
  setError(field as Path<T>, { type: 'server', message }, { shouldFocus: true })
  return true
}

/**
 * What a refusal was about, from the facts the server sent with it ("10:45–11:15 is outside Dra. Venegas's
 * hours that day (09:00–13:00)"); nothing when it sent none. The server's own sentence is English and starts
 * with the rule's code, so it is never shown.
 */
function detailSentence(t: TFunction, conflict: RuleConflict): string | undefined {
  if (conflict.rule === 'in-use' && typeof conflict.count === 'number')
    return t('ruleDetails.in-use', { count: conflict.count })
  const params = conflict.params
  if (!params) return undefined
  const key =
    conflict.rule === 'illegal-transition'
      ? params.date
        ? 'onTheDay'
        : params.time
          ? 'afterStart'
          : null
      : conflict.rule === 'exception-off' && !params.reason
        ? 'exception-off-noReason'
        : conflict.rule
  if (!key || !t(`ruleDetails.${key}`, { defaultValue: '' })) return undefined
  return t(`ruleDetails.${key}`, { ...params, when: params.date ? wallToDate(params.date) : undefined })
}

/** A title in the user's language (a double booking as who and when), and what the refusal was about. */
export function explainError(t: TFunction, error: unknown): { title: string; detail?: string } {
  const conflict = conflictOf(error)
  if (!conflict) return { title: describeError(t, error) }
  const clash = clashSentence(t, conflict)
  if (clash) return { title: clash }
  return { title: t(`rules.${conflict.rule}`, { defaultValue: conflict.error }), detail: detailSentence(t, conflict) }
}
