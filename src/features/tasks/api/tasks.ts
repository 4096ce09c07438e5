import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { Task, TaskMember, TaskPatch, TaskTag, TaskType } from '@/shared/schemas/tasks'

export const taskKeys = {
  all: ['tasks'] as const,
  list: ['tasks', 'list'] as const,
  search: (q: string) => ['tasks', 'search', q] as const,
  tags: ['tasks', 'tags'] as const,
  members: ['tasks', 'members'] as const,
}

export const useTasks = () =>
  useQuery({ queryKey: taskKeys.list, queryFn: () => api.get<Task[]>('api/apps/tasks/all') })
export const useTaskTags = () =>
  useQuery({ queryKey: taskKeys.tags, queryFn: () => api.get<TaskTag[]>('api/apps/tasks/tags') })
export const useTaskMembers = () =>
  useQuery({
    queryKey: taskKeys.members,
    queryFn: () => api.get<TaskMember[]>('api/apps/tasks/members'),
    staleTime: Infinity,
  })

/** Server search (title or notes); titles come back with `<mark>` around the matches. */
export function useTaskSearch(query: string) {
  return useQuery({
    queryKey: taskKeys.search(query),
    queryFn: async () => (await api.get<Task[] | null>('api/apps/tasks/search', { query })) ?? [],
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  })
}

function useRefresh() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: taskKeys.all })
}

export function useCreateTask() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (type: TaskType) => api.post<Task>('api/apps/tasks/task', { type }),
    onSuccess: refresh,
  })
}

/** Saves a change and shows it at once; a failed save puts the list back as the server has it. */
export function useUpdateTask() {
  const client = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, task }: { id: string; task: TaskPatch }) => api.patch<Task>('api/apps/tasks/task', { id, task }),
    onMutate: async ({ id, task }) => {
      await client.cancelQueries({ queryKey: taskKeys.list })
      client.setQueryData<Task[]>(taskKeys.list, (old) =>
        old?.map((t) => (t.id === id ? ({ ...t, ...task } as Task) : t)),
      )
    },
    onSettled: refresh,
  })
}

export function useDeleteTask() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) => api.delete<true>('api/apps/tasks/task', { id }),
    onSuccess: refresh,
  })
}

/** Persists a new order: the server sets each task's order to its index in the list sent. */
export function useReorderTasks() {
  const client = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (tasks: Task[]) =>
      api.patch<Task[]>('api/apps/tasks/order', { tasks: tasks.map((t) => ({ id: t.id })) }),
    onMutate: async (tasks) => {
      await client.cancelQueries({ queryKey: taskKeys.list })
      client.setQueryData<Task[]>(
        taskKeys.list,
        tasks.map((t, order) => ({ ...t, order })),
      )
    },
    onSuccess: (saved) => client.setQueryData(taskKeys.list, saved),
    onError: refresh,
  })
}

export function useCreateTag() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (title: string) => api.post<TaskTag>('api/apps/tasks/tag', { tag: { title } }),
    onSuccess: refresh,
  })
}

export function useRenameTag() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      api.patch<TaskTag>('api/apps/tasks/tag', { id, tag: { title } }),
    onSuccess: refresh,
  })
}

export function useDeleteTag() {
  const refresh = useRefresh()
  return useMutation({ mutationFn: (id: string) => api.delete<true>('api/apps/tasks/tag', { id }), onSuccess: refresh })
}
