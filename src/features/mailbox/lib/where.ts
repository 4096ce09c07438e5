import type { MailListWhere } from '../api/mailbox'

export interface MailboxSearch {
  folder?: string
  filter?: string
  label?: string
  page?: number
  mail?: string
}

/** The list a URL asks for: folder first, then filter, then label, as the server decides; inbox by default. */
export function whereOf(search: MailboxSearch): MailListWhere {
  const page = search.page ?? 1
  if (search.folder) return { folder: search.folder, page }
  if (search.filter) return { filter: search.filter, page }
  if (search.label) return { label: search.label, page }
  return { folder: 'inbox', page }
}

/** The search params of a list (without the open mail), for links that keep the list in place. */
export const listSearch = (where: MailListWhere, page = where.page) =>
  ({
    folder: where.folder,
    filter: where.filter,
    label: where.label,
    page: page === 1 ? undefined : page,
  }) satisfies MailboxSearch
