import { z } from 'zod'
import { addressList, LABEL_COLORS, MESSAGE_LAYOUTS, type LabelColor, type MessageLayout } from '../constants/mailbox'

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
  | { mails: ListedMail[]; pagination: MailPagination }
  | { mails: null; pagination: { lastPage: number } }

export interface MailSettings {
  messageLayout: MessageLayout
}

/**
 * The template's slug rule, kept exactly: lowercase; each space becomes '-'; runs of '-' collapse; then
 * every character outside [A-Za-z0-9_-] goes. Stripping comes last, so 'a & b' gives 'a--b'.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ /g, '-')
    .replace(/-+/g, '-')
    .replace(/[^A-Za-z0-9_-]/g, '')
}

/** The first of `<slug>`, `<slug>-1`, `<slug>-2`… not in `taken` (the suffix always goes on the original). */
export function uniqueSlug(slug: string, taken: Set<string>): string {
  if (!taken.has(slug)) return slug
  let n = 1
  while (taken.has(`${slug}-${n}`)) n++
  return `${slug}-${n}`
}

const title = z.string().trim().min(1, 'Required').max(60, 'At most 60 characters')

export const labelCreateSchema = z.object({ title, color: z.enum(LABEL_COLORS).default('gray') }).strict()
export const labelPatchSchema = z.object({ title, color: z.enum(LABEL_COLORS) }).partial().strict()

export const settingsPatchSchema = z.object({ messageLayout: z.enum(MESSAGE_LAYOUTS) }).partial().strict()

export const mailPatchSchema = z
  .object({
    starred: z.boolean(),
    important: z.boolean(),
    unread: z.boolean(),
    folder: z.string().min(1, 'Required'),
    labels: z.array(z.string().min(1)).max(50),
  })
  .partial()
  .strict()
export type MailPatch = z.infer<typeof mailPatchSchema>

export const mailAddress = z.string().trim().max(320).regex(/^(?:[^<>@\s]+(?: [^<>@\s]+)* )?<?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/, 'Must be an email address')

export const composeSchema = z
  .object({
    to: z.string().trim().min(1, 'Required').max(2000).refine((v) => addressList(v).every((a) => mailAddress.safeParse(a).success), 'Must be email addresses separated by commas'),
    cc: z.array(mailAddress).max(50).default([]),
    bcc: z.array(mailAddress).max(50).default([]),
    subject: z.string().trim().max(200, 'At most 200 characters').default(''),
    content: z.string().max(100_000, 'Too long').default(''),
    /** Saved to Drafts instead of sent. */
    draft: z.boolean().default(false),
    /** The mail this one replies to (its labels are not copied; only a reference). */
    replyTo: z.string().optional(),
  })
  .strict()
export type ComposeInput = z.input<typeof composeSchema>
