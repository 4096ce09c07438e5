/** What a support request is about; the form offers these and the API refuses anything else. */
export const SUPPORT_TOPICS = ['booking', 'patients', 'stock', 'sync', 'account', 'other'] as const
export type SupportTopic = (typeof SUPPORT_TOPICS)[number]

export const SUPPORT_LIMITS = { subject: 120, message: 4000, messageMin: 10 } as const

/** A filed request as the API answers it: who filed it (name and email as they were then), and when. */
export interface SupportRequest {
  id: string
  topic: SupportTopic
  subject: string
  message: string
  userId: string
  name: string
  email: string
  createdAt: string
}
