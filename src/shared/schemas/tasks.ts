import { z } from 'zod'
import { PRIORITIES, TASK_TITLE_MAX, type Priority } from '../constants/tasks'

export type { Priority }

export const TASK_TYPES = ['task', 'section'] as const
export type TaskType = (typeof TASK_TYPES)[number]

const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'Must be an ISO date')

export interface SubTask {
  id: string
  title: string
  completed: boolean
}

/** A task or a section header; sections use only `title` and `order`. */
export interface Task {
  id: string
  type: TaskType
  title: string
  notes: string | null
  completed: boolean
  dueDate: string | null
  priority: Priority
  tags: string[]
  assignedTo: string | null
  subTasks: SubTask[]
  order: number
}

export interface TaskTag {
  id: string
  title: string
}

export interface TaskMember {
  id: string
  name: string
  email: string
  avatar: string | null
}

export const subTaskSchema = z.object({
  id: z.string().min(1, 'Required'),
  title: z.string().max(TASK_TITLE_MAX, `At most ${TASK_TITLE_MAX} characters`),
  completed: z.boolean(),
})

export const newTaskSchema = z.object({ type: z.enum(TASK_TYPES, 'Must be task or section') })

/** The fields a PATCH may change; unknown keys (id, type) are ignored, as the template merges over them. */
export const taskPatchSchema = z
  .object({
    title: z.string().max(TASK_TITLE_MAX, `At most ${TASK_TITLE_MAX} characters`),
    notes: z.string().max(20_000, 'At most 20000 characters').nullable(),
    completed: z.boolean(),
    dueDate: isoDate.nullable(),
    priority: z.literal(PRIORITIES, 'Must be 0, 1 or 2'),
    tags: z.array(z.string().min(1, 'Required')),
    assignedTo: z.string().min(1, 'Required').nullable(),
    subTasks: z.array(subTaskSchema),
    order: z.number().int('Must be an integer'),
  })
  .partial()
export type TaskPatch = z.infer<typeof taskPatchSchema>

export const orderSchema = z.object({
  tasks: z.array(z.object({ id: z.string().min(1, 'Required') }).loose(), 'Must be a list of tasks'),
})

export const tagSchema = z.object({
  title: z.string().trim().min(1, 'Required').max(60, 'At most 60 characters'),
})
