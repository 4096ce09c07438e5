import { z } from 'zod'
import { addressList, LABEL_COLORS, MESSAGE_LAYOUTS, type LabelColor, type MessageLayout } from '../constants/mailbox'
import { idText, requiredName, text } from './fields'

export type { LabelColor, MessageLayout }

export const MAILS_PER_PAGE = 10

export interface MailFolder {
  id: string
  title: string
  slug: string
  icon: string
  /** Served by GET folders only: sent and trash 0, drafts and spam all mails, others unread mails. */
  count?: number
}

export interface MailFilter {
  id: string
  title: string
  slug: 'starred' | 'important'
  icon: string
}

export interface MailLabel {
  id: string
  title: string
  slug: string
  color: LabelColor
}

export interface MailAttachment {
  /** MIME type. */
  type: string
  name: string
  /** Bytes. */
  size: number
  preview: string
  downloadUrl: string
}

export interface Mail {
  id: string
  type: 'mail'
  from: { avatar: string | null; contact: string }
  to: string
  cc?: string[]
  bcc?: string[]
  date: string
  subject: string
  /** HTML; sanitised whenever it is rendered. */
  content: string
  attachments: MailAttachment[]
  starred: boolean
  important: boolean
  unread: boolean
  /** Folder id. */
  folder: string
  /** Label ids. */
  labels: string[]
}

/** A mail as stored: it belongs to one account (`owner`, a user id), the only one whose mailbox shows it. */
export type StoredMail = Mail & { owner: string }
/** A label as stored: each account has its own labels. */
export type StoredMailLabel = MailLabel & { owner: string; order: number }

/** A mail as the list serves it. */
export interface ListedMail extends Mail {
  ccCount: number
  bccCount: number
}

export interface MailPagination {
  totalResults: number
  resultsPerPage: number
  currentPage: number
  lastPage: number
  startIndex: number
  endIndex: number
}

export type MailsPage =
  { mails: ListedMail[]; pagination: MailPagination } | { mails: null; pagination: { lastPage: number } }

export interface MailSettings {
  messageLayout: MessageLayout
}

/**
 * The template's slug rule, kept exactly: lowercase; each space becomes '-'; runs of '-' collapse; then
 * every character outside [A-Za-z0-9_-] goes. Stripping comes last, so 'a & b' gives 'a--b'.
 */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^A-Za-z0-9_-]/g, '')
  // A title of only other scripts or symbols ('★', 'Çay' keeps 'ay') would leave no address to open it by.
  return /[a-z0-9]/.test(slug) ? slug : 'label'
}

/** The first of `<slug>`, `<slug>-1`, `<slug>-2`… not in `taken` (the suffix always goes on the original). */
export function uniqueSlug(slug: string, taken: Set<string>): string {
  if (!taken.has(slug)) return slug
  let n = 1
  while (taken.has(`${slug}-${n}`)) n++
  return `${slug}-${n}`
}

const title = requiredName(60)

export const labelCreateSchema = z.object({ title, color: z.enum(LABEL_COLORS).default('gray') }).strict()
export const labelPatchSchema = z
  .object({ title, color: z.enum(LABEL_COLORS) })
  .partial()
  .strict()

export const settingsPatchSchema = z
  .object({ messageLayout: z.enum(MESSAGE_LAYOUTS) })
  .partial()
  .strict()

export const mailPatchSchema = z
  .object({
    starred: z.boolean(),
    important: z.boolean(),
    unread: z.boolean(),
    folder: idText(),
    labels: z.array(idText()).max(50),
  })
  .partial()
  .strict()
export type MailPatch = z.infer<typeof mailPatchSchema>

export const mailAddress = text(320).regex(
  /^(?:[^<>@\s]+(?: [^<>@\s]+)* )?<?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/,
  'Must be an email address',
)

export const composeSchema = z
  .object({
    to: text(2000)
      .min(1, 'Required')
      .refine(
        (v) => addressList(v).every((a) => mailAddress.safeParse(a).success),
        'Must be email addresses separated by commas',
      ),
    cc: z.array(mailAddress).max(50).default([]),
    bcc: z.array(mailAddress).max(50).default([]),
    subject: text(200).default(''),
    content: text(100_000, { multiline: true, trim: false }).default(''),
    /** Saved to Drafts instead of sent. */
    draft: z.boolean().default(false),
    /** The mail this one replies to (its labels are not copied; only a reference). */
    replyTo: idText().optional(),
  })
  .strict()
export type ComposeInput = z.input<typeof composeSchema>
