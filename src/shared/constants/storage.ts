/** Where the settings page finds stored files it can remove to free space (the file manager keeps no bytes). */
export const STORED_ATTACHMENT_SOURCES = ['notes', 'mailbox', 'contacts'] as const
export type StoredAttachmentSource = (typeof STORED_ATTACHMENT_SOURCES)[number]

/** One stored file: a note's image, a mail's attachment (`<mailId>:<index>`) or a contact's avatar. */
export interface StoredAttachment {
  source: StoredAttachmentSource
  id: string
  /** The note title, mail subject or contact name it belongs to. */
  owner: string
  /** The attachment's file name; '' for images without one. */
  name: string
  /** Bytes it takes in the database. */
  bytes: number
}

/** `GET api/common/storage`: the outbox's size (changes kept for a sync) and the largest stored files. */
export interface StorageReport {
  outbox: number
  attachments: StoredAttachment[]
}

/** The answer of a write refused because the device is full (`reason` of the 507 body). */
export const STORAGE_FULL_REASON = 'storage-full'
