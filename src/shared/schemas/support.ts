import { z } from 'zod'
import { requiredName, text, TEXT_REASONS } from './fields'
import { SUPPORT_TOPICS, SUPPORT_LIMITS } from '../constants/support'

/** What `POST api/apps/help-center/support` takes, and what the support form validates. */
export const supportRequestSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, 'Choose a topic'),
  subject: requiredName(SUPPORT_LIMITS.subject),
  message: text(SUPPORT_LIMITS.message, { multiline: true, error: TEXT_REASONS.required }).min(
    SUPPORT_LIMITS.messageMin,
    `At least ${SUPPORT_LIMITS.messageMin} characters`,
  ),
})
export type SupportRequestInput = z.input<typeof supportRequestSchema>
