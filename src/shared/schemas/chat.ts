import { z } from 'zod'
import { boundedNumber, idText, isoDate, requiredName, text } from './fields'

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
    id: idText(),
    chatId: idText(),
    contactId: idText(),
    isMine: z.boolean(),
    value: requiredName(5000, { multiline: true }),
    createdAt: isoDate(),
  })
  .strip()

export const chatPatchSchema = z
  .object({
    unreadCount: boundedNumber(0, 1_000_000, { int: true }),
    muted: z.boolean(),
    lastMessage: text(5000, { multiline: true }),
    lastMessageAt: isoDate(),
    messages: z.array(messageSchema).max(10_000),
  })
  .partial()
  // The quick-chat panel sends the chat it was served (with contact and id); those fields are ignored.
  .strip()
export type ChatPatch = z.infer<typeof chatPatchSchema>

export const sendMessageSchema = z
  .object({
    chatId: idText(),
    value: requiredName(5000, { multiline: true }),
  })
  .strict()

export const startChatSchema = z.object({ contactId: idText() }).strict()

export const profilePatchSchema = z
  .object({
    name: requiredName(80),
    about: text(500, { multiline: true }),
  })
  .partial()
  .strict()
