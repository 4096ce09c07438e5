import type { NoteView } from '@/shared/schemas/notes'

export type NotesView = 'notes' | 'reminders' | 'archive'

export interface NotesFilter {
  view: NotesView
  label?: string
  q?: string
}

/** Tags and entities stripped, so a search for "b" does not match every bold note. */
const plain = (html: string) =>
  html
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')

/**
 * The notes a sidebar choice shows: the archive shows archived notes, every other view only live ones;
 * a label narrows to notes carrying it; the search matches title, text or checklist items.
 */
export function filterNotes(notes: readonly NoteView[], filter: NotesFilter): NoteView[] {
  return notes.filter(noteFilter(filter))
}

/** `filterNotes` for one note at a time: the service worker pages the notes through it. */
export function noteFilter({ view, label, q }: NotesFilter): (n: NoteView) => boolean {
  const needle = q?.trim().toLowerCase() ?? ''
  return (n) => {
    if (view === 'archive' ? !n.archived : n.archived) return false
    if (view === 'reminders' && !n.reminder) return false
    if (label && !n.labels.some((l) => l?.id === label)) return false
    if (!needle) return true
    return [n.title, plain(n.content), ...(n.tasks ?? []).map((t) => t.content)].some((s) =>
      s.toLowerCase().includes(needle),
    )
  }
}
