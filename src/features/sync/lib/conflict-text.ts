import type { DeviceConflict } from '@/shared/sync/device-meta'
import type { Subject } from './subject'

/** The translate function (namespace `sync`) and a date formatter in the user's language. */
export type Translate = (key: string, options?: Record<string, unknown>) => string
export type FormatDate = (date: Date, pattern: string) => string

/** "Tue 26 at 10:00" for an appointment's wall-clock start (`YYYY-MM-DDTHH:mm`, the clinic's time). */
export function whenText(t: Translate, fmt: FormatDate, start: string | null): string {
  const date = start ? new Date(start) : null
  if (!date || Number.isNaN(date.getTime())) return t('subject.unknownTime')
  return t('subject.when', { day: fmt(date, 'EEE d'), time: fmt(date, 'HH:mm') })
}

/** The table's kind in words ("Contact"), or "Record" for a table without its own word. */
export const kindText = (t: Translate, table: string) => t(`kinds.${table}`, { defaultValue: t('kinds.other') })

/** What a change is about, for the list of waiting changes: "Appointment for Ana Sáenz", "Contact Jane Doe". */
export function subjectText(t: Translate, fmt: FormatDate, subject: Subject): string {
  if (subject.kind === 'appointment') {
    return t('subject.appointment', {
      patient: subject.patient ?? t('subject.somePatient'),
      doctor: subject.doctor ?? t('subject.someDoctor'),
      when: whenText(t, fmt, subject.start),
    })
  }
  const kind = kindText(t, subject.table)
  return subject.name ? t('subject.named', { kind, name: subject.name }) : kind
}

const TIME_RULES = new Set(['outside-hours', 'break', 'not-working', 'exception-off'])
const KNOWN_RULES = new Set([
  'doctor-overlap',
  'patient-overlap',
  'blocked-day',
  'doctor-procedure',
  'doctor-inactive',
  'procedure-inactive',
  'patient-inactive',
  'unique',
  'unknown-reference',
])

/** Why the server refused it, in the user's words. */
export function reasonText(
  t: Translate,
  conflict: Pick<DeviceConflict, 'reason' | 'rule' | 'field' | 'message' | 'theirs'>,
): string {
  const detail = conflict.field ? `${conflict.field}: ${conflict.message}` : conflict.message
  switch (conflict.reason) {
    case 'stale':
      return conflict.theirs === null || conflict.theirs.deleted ? t('why.staleDeleted') : t('why.stale')
    case 'forbidden':
      return t('why.forbidden')
    case 'invalid':
      return t('why.invalid', { detail })
    case 'rule': {
      const rule = conflict.rule ?? ''
      if (TIME_RULES.has(rule)) return t('why.rule.doctorTime')
      if (KNOWN_RULES.has(rule)) return t(`why.rule.${rule}`, { field: conflict.field ?? '' })
      return t('why.rule.other', { detail })
    }
    default:
      return t('why.other', { detail })
  }
}

/** The whole sentence: "Your booking for Ana Sáenz with Dra. Venegas on Tue 26 at 10:00 could not be kept: that time was booked from another device." */
export function conflictSentence(t: Translate, fmt: FormatDate, conflict: DeviceConflict, subject: Subject): string {
  let mine: string
  if (subject.kind === 'appointment' && conflict.mine) {
    mine = t('mine.booking', {
      patient: subject.patient ?? t('subject.somePatient'),
      doctor: subject.doctor ?? t('subject.someDoctor'),
      when: whenText(t, fmt, subject.start),
    })
  } else {
    const what = subjectText(t, fmt, subject)
    mine = conflict.mine ? t('mine.change', { what }) : t('mine.deletion', { what })
  }
  return t('sentence', { mine, why: reasonText(t, conflict) })
}

export type ConflictAction = 'anotherTime' | 'reapply' | 'discard'

/**
 * What the user can do about it: a refused booking can go to another time; a change edited elsewhere can
 * be written again over theirs (a rule or a permission would only refuse it again); anything can be let go.
 */
export function conflictActions(conflict: Pick<DeviceConflict, 'table' | 'reason' | 'mine'>): ConflictAction[] {
  const actions: ConflictAction[] = []
  if (conflict.table === 'appointments' && conflict.mine && conflict.reason === 'rule') actions.push('anotherTime')
  if (conflict.reason === 'stale') actions.push('reapply')
  actions.push('discard')
  return actions
}
