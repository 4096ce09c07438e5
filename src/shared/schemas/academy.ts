import type { Translations } from '../data-language'
import { z } from 'zod'
import { idText } from './fields'

/** Every course has the same number of steps (the template's 11 demo steps). */
export const TOTAL_STEPS = 11

export interface AcademyCategory {
  id: string
  title: string
  slug: string
}

export interface CourseProgress {
  /** The step the learner is on, 0-based (0 to totalSteps - 1). */
  currentStep: number
  /** How many times the learner has finished the course. */
  completed: number
}

export interface Course {
  id: string
  title: string
  slug: string
  description: string
  /** A category slug. */
  category: string
  /** Minutes. */
  duration: number
  totalSteps: number
  /** When the course content last changed (ISO date); not the learner's progress. */
  updatedAt: string
  featured: boolean
  progress: CourseProgress
}

export interface CourseStep {
  order: number
  title: string
  subtitle: string
  /** HTML; sanitise before rendering. */
  content: string
}

export type CourseDetail = Course & { steps: CourseStep[] }

/** A course as stored: the content date lives apart from the row's sync stamp, progress lives per user. */
export interface CourseRow extends Omit<Course, 'updatedAt' | 'progress'> {
  seq: number
  contentUpdatedAt: string
  i18n?: Translations<Pick<Course, 'title' | 'description'>>
}

export interface ProgressRow {
  id: string
  userId: string
  courseId: string
  currentStep: number
  completed: number
}

export interface StepRow extends CourseStep {
  id: string
  i18n?: Translations<CourseStep>
}

const count = (max: number) =>
  z
    .number('Must be a number')
    .int('Must be a whole number')
    .min(0, 'Must be 0 or more')
    .max(max, `Must be at most ${max}`)

/** PATCH api/apps/academy/courses/course body: `{ id, progress }`; either progress field may be left out. */
export const progressPatchSchema = z.object({
  id: idText(),
  progress: z
    .object(
      {
        currentStep: count(TOTAL_STEPS - 1).optional(),
        completed: count(1_000_000).optional(),
      },
      'Must be an object',
    )
    .refine((p) => p.currentStep !== undefined || p.completed !== undefined, 'Send currentStep or completed'),
})
export type ProgressPatch = z.infer<typeof progressPatchSchema>
