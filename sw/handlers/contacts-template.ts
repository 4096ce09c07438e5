import type { Contact } from '@/shared/schemas/contacts'
import { badRequest } from '../router/http-error'
import { dropEchoes } from '../router/echoes'

const JOB_FIELDS = ['title', 'company'] as const

/** The new contact as the template's POST answers it (API-CONTRACT.md section 6): title and company under `job`, no background. */
export type NewContactAnswer = Omit<Contact, 'title' | 'company' | 'background'> & {
  job: Pick<Contact, 'title' | 'company'>
}

/** Contacts are stored flat, like the seed's; only the creation answer nests them, as the contract says. */
export function newContactAnswer<T extends Contact>({
  title,
  company,
  background: _background,
  ...rest
}: T): Omit<T, 'title' | 'company' | 'background'> & NewContactAnswer {
  return { ...rest, job: { title, company } }
}

/**
 * A PATCH `contact` as the template's clients send it: the whole form, `id` included, and after a create
 * possibly the `job` object of the creation answer. `job` means the flat `title`/`company`, so it is
 * folded into them; a `job` field that disagrees with the flat one sent beside it is refused.
 */
export function contactChanges(addressedId: string, sent: unknown): unknown {
  const changes = dropEchoes(addressedId, sent, 'contact')
  if (changes === null || typeof changes !== 'object' || Array.isArray(changes) || !('job' in changes)) return changes
  const { job, ...rest } = changes as Record<string, unknown>
  if (job === null || typeof job !== 'object' || Array.isArray(job))
    throw badRequest('contact.job', 'Must be an object with title and company')
  for (const [field, value] of Object.entries(job)) {
    if (!(JOB_FIELDS as readonly string[]).includes(field)) throw badRequest(`contact.job.${field}`, 'Unrecognized key')
    if (rest[field] !== undefined && rest[field] !== value)
      throw badRequest(`contact.job.${field}`, `Contradicts contact.${field}`)
    rest[field] = value
  }
  return rest
}
