import { z } from 'zod'
import { imageTypeOfDataUrl } from '../images'

// Every string a client sends is checked by one of these, so NUL, stray controls, bidi overrides (which
// disguise a name's order on screen) and unpaired surrogates (which no storage or JSON peer round-trips) never
// reach the database. Multi-line fields keep tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- finding control characters is what these are for
const LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u2028\u2029]/
// eslint-disable-next-line no-control-regex -- as above
const BLOCK_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/
const LONE_SURROGATE = /\p{Cs}/u
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u

export const TEXT_REASONS = {
  control: 'Must not contain control characters',
  surrogate: 'Must not contain unpaired surrogates',
  visible: 'Must contain a visible character',
  required: 'Required',
  link: 'Must be an app path (/…) or an http(s) URL',
  image: 'Must be an image',
  imageMismatch: 'Image content does not match its type',
  imageEmpty: 'Image is empty',
  date: 'Must be an ISO date',
  number: 'Must be a number',
} as const

const maxMessage = (max: number) => `At most ${max} characters`

interface TextOptions {
  /** Allows tab, line feed and carriage return (note content, mail bodies, descriptions). */
  multiline?: boolean
  /** Trims surrounding white space first (default true; passwords keep theirs). */
  trim?: boolean
  /** The message when the value is not a string at all. */
  error?: string
}

/** A text field: a string without control characters or unpaired surrogates, trimmed, at most `max` long. */
export function text(max: number, options: TextOptions = {}) {
  const base = z.string({
    error: (issue) => options.error ?? (issue.input === undefined ? TEXT_REASONS.required : 'Must be text'),
  })
  const trimmed = options.trim === false ? base : base.trim()
  const controls = options.multiline ? BLOCK_CONTROLS : LINE_CONTROLS
  return trimmed
    .max(max, maxMessage(max))
    .refine((s) => !controls.test(s), TEXT_REASONS.control)
    .refine((s) => !LONE_SURROGATE.test(s), TEXT_REASONS.surrogate)
}

/** A required name or title: text with at least one visible character (letters, digits, punctuation, symbols). */
export function requiredName(max: number, options: Omit<TextOptions, 'trim'> = {}) {
  return text(max, { ...options, error: options.error ?? TEXT_REASONS.required })
    .min(1, TEXT_REASONS.required)
    .refine((s) => s === '' || VISIBLE.test(s), TEXT_REASONS.visible)
}

/** An id or key sent by the client: required, one line, no white space around it. */
export const idText = (max = 200) => text(max, { error: TEXT_REASONS.required }).min(1, TEXT_REASONS.required)

/** Whether a link stays in the app (`/path`, never `//host` or `/\host`, which browsers read as another host) or is an http(s) URL. */
export function isSafeLink(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return true
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** A link a page may follow: a relative app path or an http(s) URL. */
export const appLink = (max = 500) => text(max).refine((s) => s === '' || isSafeLink(s), TEXT_REASONS.link)

/** A data URL whose bytes are the image its type names (PNG, JPEG, GIF, WebP or SVG), and not empty. */
export function imageDataUrl(maxChars: number) {
  return z
    .string({ error: TEXT_REASONS.image })
    .max(maxChars, 'Image too large')
    .superRefine((s, ctx) => {
      const found = imageTypeOfDataUrl(s)
      if (found === 'not-image') ctx.addIssue({ code: 'custom', message: TEXT_REASONS.image })
      else if (found === 'empty') ctx.addIssue({ code: 'custom', message: TEXT_REASONS.imageEmpty })
      else if (found === 'mismatch') ctx.addIssue({ code: 'custom', message: TEXT_REASONS.imageMismatch })
    })
}

/** A picture shipped with the app, addressed from its base: `assets/…`, no `..`, no scheme. */
const APP_ASSET = /^assets\/(?!.*\.\.)[\w\-./]+$/

/** An image to show: a checked data URL, a shipped picture, an app path or (unless `remote` is false) an http(s) URL. */
export function imageSource(maxChars: number, { remote = true } = {}) {
  return z
    .string({ error: TEXT_REASONS.image })
    .max(maxChars, 'Image too large')
    .superRefine((s, ctx) => {
      if (!s.startsWith('data:')) {
        // The template's demo pictures are app-relative (`assets/images/avatars/brian-hughes.jpg`).
        const allowed = APP_ASSET.test(s) || (remote ? isSafeLink(s) : /^\/(?![/\\])/.test(s))
        if (!allowed || LINE_CONTROLS.test(s)) ctx.addIssue({ code: 'custom', message: TEXT_REASONS.image })
        return
      }
      const found = imageTypeOfDataUrl(s)
      if (found === 'not-image') ctx.addIssue({ code: 'custom', message: TEXT_REASONS.image })
      else if (found === 'empty') ctx.addIssue({ code: 'custom', message: TEXT_REASONS.imageEmpty })
      else if (found === 'mismatch') ctx.addIssue({ code: 'custom', message: TEXT_REASONS.imageMismatch })
    })
}

/** A real calendar date or date-time in ISO 8601 (`2026-03-01`, `2026-03-01T10:00:00.000Z`), not any string Date.parse takes. */
export const ISO_DATE =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false
  const day = value.slice(0, 10)
  const parsed = new Date(`${day}T00:00:00Z`)
  // 2026-02-31 passes the pattern; the round trip catches it.
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day
}

export const isoDate = (message: string = TEXT_REASONS.date) => z.string({ error: message }).refine(isIsoDate, message)

/** A finite number within the field's bounds; `int` also asks for a safe whole number. */
export function boundedNumber(min: number, max: number, options: { int?: boolean; error?: string } = {}) {
  const n = z
    .number({ error: options.error ?? TEXT_REASONS.number })
    .min(min, `At least ${min}`)
    .max(max, `At most ${max}`)
  return options.int ? n.refine(Number.isSafeInteger, 'Must be a whole number') : n
}
