import type Dexie from 'dexie'
import { putRow, writeTx } from '@/shared/db/mutate'
import {
  progressPatchSchema,
  type AcademyCategory,
  type Course,
  type CourseDetail,
  type CourseRow,
  type ProgressRow,
  type StepRow,
} from '@/shared/schemas/academy'
import { dataLanguageOf, localized, type DataLanguage } from '@/shared/data-language'
import { badRequest } from '../router/http-error'
import { requireRow } from '../router/require-row'
import { defineRoutes, type ApiRequest } from '../router/types'
import { bodyObject, parse, requireParam } from '../router/validate'

const NO_PROGRESS = { currentStep: 0, completed: 0 }

// Titles, descriptions and steps answer in the reader's language (Accept-Language); rows keep others under `i18n`.
const languageOf = (req: ApiRequest) => dataLanguageOf(req.headers.get('accept-language'))

function toCourse(stored: CourseRow, progress: ProgressRow | undefined, lang: DataLanguage): Course {
  const row = localized<CourseRow>(stored, lang)
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    category: row.category,
    duration: row.duration,
    totalSteps: row.totalSteps,
    updatedAt: row.contentUpdatedAt,
    featured: row.featured,
    progress: progress ? { currentStep: progress.currentStep, completed: progress.completed } : { ...NO_PROGRESS },
  }
}

const progressOf = (db: Dexie, userId: string, courseId: string) =>
  db.table<ProgressRow>('academyProgress').where('[userId+courseId]').equals([userId, courseId]).first()

export const academyRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/apps/academy/categories',
    handler: async (req, ctx): Promise<AcademyCategory[]> => {
      const lang = languageOf(req)
      const rows = await ctx.db.table<AcademyCategory>('academyCategories').toArray()
      return rows
        .map((row) => localized(row, lang))
        .map(({ id, title, slug }) => ({ id, title, slug }))
        .sort((a, b) => a.title.localeCompare(b.title, lang))
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/academy/courses',
    handler: async (req, ctx): Promise<Course[]> => {
      const [rows, progress] = await Promise.all([
        ctx.db.table<CourseRow>('academyCourses').orderBy('seq').toArray(),
        ctx.db.table<ProgressRow>('academyProgress').where('userId').equals(req.user!.id).toArray(),
      ])
      const byCourse = new Map(progress.map((p) => [p.courseId, p]))
      const lang = languageOf(req)
      return rows.map((r) => toCourse(r, byCourse.get(r.id), lang))
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/academy/courses/course',
    handler: async (req, ctx): Promise<CourseDetail> => {
      const row = await requireRow<CourseRow>(ctx.db, 'academyCourses', requireParam(req.query, 'id'), 'Course')
      const [progress, steps] = await Promise.all([
        progressOf(ctx.db, req.user!.id, row.id),
        ctx.db.table<StepRow>('academySteps').orderBy('order').toArray(),
      ])
      const lang = languageOf(req)
      const localSteps = steps.map((step) => localized<StepRow>(step, lang))
      return {
        ...toCourse(row, progress, lang),
        steps: localSteps.map(({ order, title, subtitle, content }) => ({ order, title, subtitle, content })),
      }
    },
  },
  {
    // Not in the template (its progress never changes): the signed-in user's progress in one course, merged.
    method: 'PATCH',
    pattern: 'api/apps/academy/courses/course',
    handler: async (req, ctx): Promise<Course> => {
      const { id, progress } = parse(progressPatchSchema, bodyObject(req.body))
      const row = await requireRow<CourseRow>(ctx.db, 'academyCourses', id, 'Course')
      if (progress.currentStep !== undefined && progress.currentStep >= row.totalSteps) {
        throw badRequest('progress.currentStep', `Must be at most ${row.totalSteps - 1}`)
      }
      const userId = req.user!.id
      // Read and write in one transaction, so two quick clicks never leave two progress rows for one course.
      const saved = await writeTx(ctx.db, ['academyProgress'], async () => {
        const previous = await progressOf(ctx.db, userId, id)
        return putRow<ProgressRow>(ctx.db, 'academyProgress', {
          id: previous?.id,
          userId,
          courseId: id,
          currentStep: progress.currentStep ?? previous?.currentStep ?? 0,
          completed: progress.completed ?? previous?.completed ?? 0,
        } as ProgressRow)
      })
      return toCourse(row, saved, languageOf(req))
    },
  },
])
