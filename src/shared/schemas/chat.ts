import { z } from 'zod'

export interface ChatMessage {
  id: string
  chatId: string
  /** The profile id when mine, otherwise the chat's contact. */
  contactId: string
  isMine: boolean
  value: string
  createdAt: string
}

export interface ChatContactDetails {
  emails: { email: string; label: string }[]
  phoneNumbers: { country: string; phoneNumber: string; label: string }[]
  title: string
  company: string
  birthday: string | null
  address: string
}

export interface ChatAttachments {
  media: string[]
  docs: string[]
  links: string[]
}

export interface ChatContact {
  id: string
  avatar: string | null
  background: string | null
  name: string
  about: string
  details: ChatContactDetails
  attachments: ChatAttachments
}

/** A chat as stored: its messages live inside the row (the contract serves them that way). */
export interface ChatRow {
  id: string
  contactId: string
  unreadCount: number
  muted: boolean
  lastMessage: string
  lastMessageAt: string
  messages: ChatMessage[]
}

export interface Chat extends ChatRow {
  contact: ChatContact
}

export interface ChatProfile {
  id: string
  name: string
  email: string
  avatar: string | null
  about: string
}

export const messageSchema = z
  .object({
    id: z.string().min(1, 'Required'),
    chatId: z.string().min(1, 'Required'),
    contactId: z.string().min(1, 'Required'),
    isMine: z.boolean(),
    value: z.string().trim().min(1, 'Required').max(5000, 'At most 5000 characters'),
    createdAt: z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'Must be an ISO date'),
  })
  .strip()

export const chatPatchSchema = z
  .object({
    unreadCount: z.number().int().min(0, 'Must be 0 or more'),
    muted: z.boolean(),
    lastMessage: z.string().max(5000),
    lastMessageAt: z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'Must be an ISO date'),
    messages: z.array(messageSchema).max(10_000),
  })
  .partial()
  // The quick-chat panel sends the chat it was served (with contact and id); those fields are ignored.
  .strip()
export type ChatPatch = z.infer<typeof chatPatchSchema>

export const sendMessageSchema = z
  .object({
    chatId: z.string().min(1, 'Required'),
    value: z.string().trim().min(1, 'Required').max(5000, 'At most 5000 characters'),
  })
  .strict()

export const startChatSchema = z.object({ contactId: z.string().min(1, 'Required') }).strict()

export const profilePatchSchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(80, 'At most 80 characters'),
    about: z.string().trim().max(500, 'At most 500 characters'),
  })
  .partial()
  .strict()
