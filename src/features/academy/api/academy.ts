import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { AcademyCategory, Course, CourseDetail, CourseProgress } from '@/shared/schemas/academy'

export const academyKeys = {
  categories: ['academy', 'categories'] as const,
  courses: ['academy', 'courses'] as const,
  course: (id: string) => ['academy', 'course', id] as const,
}

export function useCategories() {
  return useQuery({
    queryKey: academyKeys.categories,
    queryFn: () => api.get<AcademyCategory[]>('api/apps/academy/categories'),
    staleTime: Infinity,
  })
}

export function useCourses() {
  return useQuery({ queryKey: academyKeys.courses, queryFn: () => api.get<Course[]>('api/apps/academy/courses') })
}

export function useCourse(id: string) {
  return useQuery({
    queryKey: academyKeys.course(id),
    queryFn: () => api.get<CourseDetail>('api/apps/academy/courses/course', { id }),
  })
}

/**
 * Saves the learner's place. The page moves at once (optimistic); the server's answer confirms it, and a failure
 * puts the previous progress back.
 */
export function useSaveProgress(id: string) {
  const client = useQueryClient()
  const key = academyKeys.course(id)
  return useMutation({
    mutationFn: (progress: Partial<CourseProgress>) =>
      api.patch<Course>('api/apps/academy/courses/course', { id, progress }),
    onMutate: async (progress) => {
      await client.cancelQueries({ queryKey: key })
      const before = client.getQueryData<CourseDetail>(key)
      if (before) client.setQueryData<CourseDetail>(key, { ...before, progress: { ...before.progress, ...progress } })
      return { before }
    },
    onError: (_error, _progress, context) => {
      if (context?.before) client.setQueryData(key, context.before)
    },
    onSuccess: (saved) => {
      client.setQueryData<CourseDetail>(key, (old) => (old ? { ...old, progress: saved.progress } : old))
      client.setQueryData<Course[]>(academyKeys.courses, (old) => old?.map((c) => (c.id === saved.id ? saved : c)))
    },
  })
}
