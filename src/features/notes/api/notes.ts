import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { Note, NoteInput, NoteLabel, NoteView } from '@/shared/schemas/notes'

export const noteKeys = {
  all: ['notes'] as const,
  list: ['notes', 'list'] as const,
  labels: ['notes', 'labels'] as const,
}

export const useNotes = () => useQuery({ queryKey: noteKeys.list, queryFn: () => api.get<NoteView[]>('api/apps/notes/all') })
export const useNoteLabels = () => useQuery({ queryKey: noteKeys.labels, queryFn: () => api.get<NoteLabel[]>('api/apps/notes/labels') })

/** A note as written: the API takes label ids, GET all gives label objects. */
export const toInput = (note: NoteView): NoteInput & { id: string } => ({
  id: note.id, title: note.title, content: note.content, tasks: note.tasks, image: note.image, reminder: note.reminder,
  labels: note.labels.flatMap((l) => (l ? [l.id] : [])), archived: note.archived, createdAt: note.createdAt,
})

function useRefresh() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: noteKeys.all })
}

export function useCreateNote() {
  const refresh = useRefresh()
  return useMutation({ mutationFn: (note: NoteInput) => api.post<Note>('api/apps/notes', { note }), onSuccess: refresh })
}

/** PATCH replaces the whole note; the list shows the change at once and is refreshed from the server after. */
export function useUpdateNote() {
  const client = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (note: NoteInput & { id: string }) => api.patch<Note>('api/apps/notes', { updatedNote: note }),
    onMutate: async (note) => {
      await client.cancelQueries({ queryKey: noteKeys.list })
      const labels = client.getQueryData<NoteLabel[]>(noteKeys.labels) ?? []
      client.setQueryData<NoteView[]>(noteKeys.list, (old) =>
        old?.map((n) => (n.id === note.id ? { ...n, ...note, tasks: note.tasks ?? null, labels: (note.labels ?? []).map((id) => labels.find((l) => l.id === id) ?? null) } as NoteView : n)),
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
  return useMutation({ mutationFn: (title: string) => api.post<NoteLabel[]>('api/apps/notes/labels', { title }), onSuccess: refresh })
}

export function useRenameLabel() {
  const refresh = useRefresh()
  return useMutation({ mutationFn: (label: NoteLabel) => api.patch<NoteLabel[]>('api/apps/notes/labels', { label }), onSuccess: refresh })
}

export function useDeleteLabel() {
  const refresh = useRefresh()
  return useMutation({ mutationFn: (id: string) => api.delete<NoteLabel[]>('api/apps/notes/labels', { id }), onSuccess: refresh })
}
