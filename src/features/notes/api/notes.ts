import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { NotesFilter } from '@/shared/notes/filter'
import type { Note, NoteInput, NoteLabel, NoteView } from '@/shared/schemas/notes'

export const noteKeys = {
  all: ['notes'] as const,
  list: ['notes', 'list'] as const,
  labels: ['notes', 'labels'] as const,
}

/** Notes arrive a page at a time, already narrowed by the worker, so thousands of notes never load at once. */
export const NOTES_PAGE_SIZE = 60

export interface NotesPage {
  items: NoteView[]
  pagination: { total: number; page: number; size: number; lastPage: number }
}

export const useNotes = ({ view, label, q }: NotesFilter) =>
  useInfiniteQuery({
    queryKey: [...noteKeys.list, { view, label, q }],
    queryFn: ({ pageParam, signal }) =>
      api.get<NotesPage>(
        'api/apps/notes/all',
        { page: pageParam, size: NOTES_PAGE_SIZE, view, label, q: q?.trim() || undefined },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: ({ pagination: p }) => (p.page < p.lastPage ? p.page + 1 : undefined),
    // A new filter keeps the notes on screen until its first page arrives, instead of a spinner.
    placeholderData: keepPreviousData,
  })

export const useNoteLabels = () =>
  useQuery({ queryKey: noteKeys.labels, queryFn: () => api.get<NoteLabel[]>('api/apps/notes/labels') })

/** A note as written: the API takes label ids, GET all gives label objects. */
export const toInput = (note: NoteView): NoteInput & { id: string } => ({
  id: note.id,
  title: note.title,
  content: note.content,
  tasks: note.tasks,
  image: note.image,
  reminder: note.reminder,
  labels: note.labels.flatMap((l) => (l ? [l.id] : [])),
  archived: note.archived,
  createdAt: note.createdAt,
})

function useRefresh() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: noteKeys.all })
}

export function useCreateNote() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (note: NoteInput) => api.post<Note>('api/apps/notes', { note }),
    onSuccess: refresh,
  })
}

/** PATCH replaces the whole note; the list shows the change at once and is refreshed from the server after. */
export function useUpdateNote() {
  const client = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    // `version`: the version the edit was based on; the server refuses a stale one with 409 and the current note.
    mutationFn: ({ version, ...note }: NoteInput & { id: string; version?: number }) =>
      api.patch<Note>('api/apps/notes', { updatedNote: note, version }),
    onMutate: async (note) => {
      await client.cancelQueries({ queryKey: noteKeys.list })
      const labels = client.getQueryData<NoteLabel[]>(noteKeys.labels) ?? []
      // The version stays the one the page read until the server answers (a stale one is a 409 to show).
      const edit = (n: NoteView) =>
        n.id === note.id
          ? ({
              ...n,
              ...note,
              version: n.version,
              tasks: note.tasks ?? null,
              labels: (note.labels ?? []).map((id) => labels.find((l) => l.id === id) ?? null),
            } as NoteView)
          : n
      client.setQueriesData<InfiniteData<NotesPage>>(
        { queryKey: noteKeys.list },
        (old) => old && { ...old, pages: old.pages.map((page) => ({ ...page, items: page.items.map(edit) })) },
      )
    },
    onSettled: refresh,
  })
}

export function useDeleteNote() {
  const refresh = useRefresh()
  return useMutation({ mutationFn: (id: string) => api.delete<true>('api/apps/notes', { id }), onSuccess: refresh })
}

export function useCreateLabel() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (title: string) => api.post<NoteLabel[]>('api/apps/notes/labels', { title }),
    onSuccess: refresh,
  })
}

export function useRenameLabel() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (label: NoteLabel) => api.patch<NoteLabel[]>('api/apps/notes/labels', { label }),
    onSuccess: refresh,
  })
}

export function useDeleteLabel() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => api.delete<NoteLabel[]>('api/apps/notes/labels', { id }),
    onSuccess: refresh,
  })
}
