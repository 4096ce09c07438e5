import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type {
  ComposeInput,
  LabelColor,
  ListedMail,
  MailFilter,
  MailFolder,
  MailLabel,
  MailPatch,
  MailSettings,
  MailsPage,
} from '@/shared/schemas/mailbox'

const BASE = 'api/apps/mailbox'
export const mailKeys = {
  all: ['mailbox'] as const,
  folders: ['mailbox', 'folders'] as const,
  filters: ['mailbox', 'filters'] as const,
  labels: ['mailbox', 'labels'] as const,
  settings: ['mailbox', 'settings'] as const,
  list: (where: MailListWhere) => ['mailbox', 'mails', where] as const,
  one: (id: string) => ['mailbox', 'mail', id] as const,
}

/** Which list is shown: exactly one of folder, filter or label (slugs), and the one-based page. */
export interface MailListWhere {
  folder?: string
  filter?: string
  label?: string
  page: number
}

export const useFolders = () =>
  useQuery({ queryKey: mailKeys.folders, queryFn: () => api.get<MailFolder[]>(`${BASE}/folders`) })
export const useFilters = () =>
  useQuery({ queryKey: mailKeys.filters, queryFn: () => api.get<MailFilter[]>(`${BASE}/filters`), staleTime: Infinity })
export const useLabels = () =>
  useQuery({ queryKey: mailKeys.labels, queryFn: () => api.get<MailLabel[]>(`${BASE}/labels`) })
export const useSettings = () =>
  useQuery({ queryKey: mailKeys.settings, queryFn: () => api.get<MailSettings>(`${BASE}/settings`) })

export function useMails(where: MailListWhere) {
  return useQuery({
    queryKey: mailKeys.list(where),
    queryFn: () => api.get<MailsPage>(`${BASE}/mails`, { ...where }),
    placeholderData: keepPreviousData,
  })
}

export function useMail(id: string | undefined) {
  return useQuery({
    queryKey: mailKeys.one(id ?? ''),
    queryFn: () => api.get<ListedMail>(`${BASE}/mail`, { id }),
    enabled: Boolean(id),
  })
}

function useRefresh() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: mailKeys.all })
}

export function usePatchMail() {
  const client = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, mail }: { id: string; mail: MailPatch }) => api.patch<ListedMail>(`${BASE}/mail`, { id, mail }),
    // Flags flip at once on screen; the answer (or a refetch on failure) settles them.
    onMutate: ({ id, mail }) => {
      client.setQueryData<ListedMail>(mailKeys.one(id), (old) => (old ? { ...old, ...mail } : old))
      client.setQueriesData<MailsPage>({ queryKey: ['mailbox', 'mails'] }, (old) =>
        old?.mails ? { ...old, mails: old.mails.map((m) => (m.id === id ? { ...m, ...mail } : m)) } : old,
      )
    },
    onSettled: refresh,
  })
}

export function useCompose() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (mail: ComposeInput) => api.post<ListedMail>(`${BASE}/mail`, { mail }),
    onSuccess: refresh,
  })
}

export function useCreateLabel() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (label: { title: string; color: LabelColor }) => api.post<MailLabel>(`${BASE}/label`, { label }),
    onSuccess: refresh,
  })
}

export function usePatchLabel() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, label }: { id: string; label: { title?: string; color?: LabelColor } }) =>
      api.patch<MailLabel>(`${BASE}/label`, { id, label }),
    onSuccess: refresh,
  })
}

export function useDeleteLabel() {
  const refresh = useRefresh()
  return useMutation({ mutationFn: (id: string) => api.delete<true>(`${BASE}/label`, { id }), onSuccess: refresh })
}

export function usePatchSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (settings: Partial<MailSettings>) => api.patch<MailSettings>(`${BASE}/settings`, { settings }),
    // The choice shows at once (a controlled radio would otherwise snap back until the answer comes).
    onMutate: (settings) => {
      const before = client.getQueryData<MailSettings>(mailKeys.settings)
      client.setQueryData<MailSettings>(mailKeys.settings, (old) => ({ messageLayout: 'right', ...old, ...settings }))
      return { before }
    },
    onError: (_e, _v, context) => client.setQueryData(mailKeys.settings, context?.before),
    onSuccess: (saved) => client.setQueryData(mailKeys.settings, saved),
  })
}
