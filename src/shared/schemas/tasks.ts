import { z } from 'zod'
import { PRIORITIES, TASK_TITLE_MAX, type Priority } from '../constants/tasks'
import { boundedNumber, idText, isoDate, requiredName, text } from './fields'

export type { Priority }

export const TASK_TYPES = ['task', 'section'] as const
export type TaskType = (typeof TASK_TYPES)[number]

const dueDate = isoDate()

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

/** A new task or section: nothing noted, due, tagged or assigned yet, normal priority. */
export function blankTask(fields: Pick<Task, 'id' | 'type' | 'title' | 'order'>): Task {
  return {
    ...fields,
    notes: null,
    completed: false,
    dueDate: null,
    priority: 1,
    tags: [],
    assignedTo: null,
    subTasks: [],
  }
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
  id: idText(),
  title: text(TASK_TITLE_MAX),
  completed: z.boolean(),
})

export const newTaskSchema = z.object({ type: z.enum(TASK_TYPES, 'Must be task or section') })

/** The fields a PATCH may change; unknown keys (id, type) are ignored, as the template merges over them. */
export const taskPatchSchema = z
  .object({
    title: text(TASK_TITLE_MAX),
    notes: text(20_000, { multiline: true }).nullable(),
    completed: z.boolean(),
    dueDate: dueDate.nullable(),
    priority: z.literal(PRIORITIES, 'Must be 0, 1 or 2'),
    tags: z.array(idText()),
    assignedTo: idText().nullable(),
    subTasks: z.array(subTaskSchema),
    order: boundedNumber(-1, 1_000_000, { int: true }),
  })
  .partial()
export type TaskPatch = z.infer<typeof taskPatchSchema>

export const orderSchema = z.object({
  tasks: z.array(z.object({ id: idText() }).loose(), 'Must be a list of tasks'),
})

export const tagSchema = z.object({
  title: requiredName(60),
})
