import type { Contact } from '@/shared/schemas/contacts'

export type ListItem = { kind: 'letter'; letter: string } | { kind: 'contact'; contact: Contact }

/** The initial a contact is filed under: its first letter without accents, or '#' for anything else. */
export function initialOf(name: string): string {
  const first = name.trim().charAt(0).normalize('NFD').charAt(0).toUpperCase()
  return /[A-Z]/.test(first) ? first : '#'
}

/**
 * The rows of the list: the contacts pinned at the top first (just created, under a 'new' header),
 * then every other contact under a header for its initial, keeping the server's name order.
 */
export function groupByInitial(contacts: Contact[], pinned: string[] = []): ListItem[] {
  const items: ListItem[] = []
  const top = pinned.map((id) => contacts.find((c) => c.id === id)).filter((c): c is Contact => Boolean(c))
  if (top.length) {
    items.push({ kind: 'letter', letter: '+' })
    for (const contact of top) items.push({ kind: 'contact', contact })
  }
  let current = ''
  for (const contact of contacts) {
    if (top.includes(contact)) continue
    const letter = initialOf(contact.name)
    if (letter !== current) {
      current = letter
      items.push({ kind: 'letter', letter })
    }
    items.push({ kind: 'contact', contact })
  }
  return items
}
