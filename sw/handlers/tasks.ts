import type Dexie from 'dexie'
import { deleteRow, newId, patchRow, putRow, putRows, writeTx } from '@/shared/db/mutate'
import { BATCH_CAPS } from '@/shared/constants/batch-caps'
import {
  blankTask,
  newTaskSchema,
  orderSchema,
  tagSchema,
  taskPatchSchema,
  type Task,
  type TaskMember,
  type TaskTag,
} from '@/shared/schemas/tasks'
import { badRequest, notFound } from '../router/http-error'
import { requireRow } from '../router/require-row'
import { pageOfCollection, pageRequest } from '../router/paging'
import { defineRoutes } from '../router/types'
import { bodyObject, bodyWithId, capList, parse, requireParam } from '../router/validate'
import { checkVersion, takeBaseVersion } from '../router/version'

type TaskRow = Task & { updatedAt?: string; version?: number }
type TagRow = TaskTag & { seq: number; version?: number }

// Reads carry the row's version, which a client sends back with its update (docs/api.md).
const toTask = (r: TaskRow): Task & { version: number } => ({
  id: r.id,
  type: r.type,
  title: r.title,
  notes: r.notes,
  completed: r.completed,
  dueDate: r.dueDate,
  priority: r.priority,
  tags: r.tags,
  assignedTo: r.assignedTo ?? null,
  subTasks: r.subTasks ?? [],
  order: r.order,
  version: r.version ?? 0,
})
const toTag = (r: TagRow): TaskTag => ({ id: r.id, title: r.title })

/** Every task in list order; equal orders (the -1s of a partial reorder) keep their id order. */
const allTasks = async (db: Dexie) => (await db.table<TaskRow>('tasks').orderBy('order').toArray()).map(toTask)
const allTags = async (db: Dexie) => (await db.table<TagRow>('taskTags').orderBy('seq').toArray()).map(toTag)

/** Writes each row whose order differs from the stored one, in one transaction. */
async function writeOrders(db: Dexie, rows: TaskRow[], orderOf: (row: TaskRow) => number) {
  const changed = rows.filter((row) => row.order !== orderOf(row)).map((row) => ({ ...row, order: orderOf(row) }))
  await putRows(db, 'tasks', changed)
}

/** A nested object of the body (`{ task }`, `{ tag }`), or 400 naming it. */
function member(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = body[key]
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(key, 'Expected an object')
  return value as Record<string, unknown>
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Wraps every case-insensitive match of `query` in `<mark>`. The query is taken literally (regex
 * characters escaped) and the rest of the title is HTML-escaped, so the answer is safe markup.
 */
export function markMatches(text: string, query: string): string {
  if (!query) return escapeHtml(text)
  let out = ''
  let last = 0
  for (const m of text.matchAll(new RegExp(escapeRegExp(query), 'gi'))) {
    out += `${escapeHtml(text.slice(last, m.index))}<mark>${escapeHtml(m[0])}</mark>`
    last = m.index + m[0].length
  }
  return out + escapeHtml(text.slice(last))
}

async function checkReferences(db: Dexie, patch: { tags?: string[]; assignedTo?: string | null }) {
  if (patch.tags) {
    const known = new Set((await db.table('taskTags').toCollection().primaryKeys()) as string[])
    const bad = patch.tags.findIndex((t) => !known.has(t))
    if (bad !== -1) throw badRequest(`task.tags.${bad}`, 'Unknown tag')
  }
  if (patch.assignedTo && !(await db.table('taskMembers').get(patch.assignedTo))) {
    throw badRequest('task.assignedTo', 'Unknown member')
  }
}

export const tasksRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/apps/tasks/all',
    // `page`/`size` are our opt-in extension (docs/api/tasks.md); without them, the contract's array.
    handler: async (req, ctx) => {
      const paging = pageRequest(req.query)
      if (!paging) return allTasks(ctx.db)
      return pageOfCollection(
        () => ctx.db.table<TaskRow>('tasks').orderBy('order'),
        paging,
        (rows) => rows.map(toTask),
      )
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/tasks/search',
    handler: async (req, ctx) => {
      const query = req.query.get('query') ?? ''
      if (!query) return null
      const { rows } = await ctx.query<TaskRow>('tasks', {
        search: { fields: ['title', 'notes'], text: query },
        sort: { field: 'order', order: 'asc', kind: 'number' },
      })
      return rows.map((r) => ({ ...toTask(r), title: markMatches(r.title, query) }))
    },
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/tasks/order',
    handler: async (req, ctx) => {
      const body = bodyObject(req.body)
      capList(body, 'tasks', BATCH_CAPS.tasksOrder)
      const { tasks } = parse(orderSchema, body)
      const index = new Map<string, number>()
      tasks.forEach((t, i) => {
        if (index.has(t.id)) throw badRequest(`tasks.${i}.id`, 'Duplicate task')
        index.set(t.id, i)
      })
      // The list is checked against the stored one in the write's transaction, so a task added meanwhile
      // makes the list partial rather than leaving that task at -1.
      return writeTx(ctx.db, ['tasks'], async () => {
        const rows = await ctx.db.table<TaskRow>('tasks').toArray()
        const known = new Set(rows.map((r) => r.id))
        const unknown = tasks.find((t) => !known.has(t.id))
        if (unknown) throw notFound('Task', unknown.id)
        if (tasks.length !== rows.length) throw badRequest('tasks', `Must list all ${rows.length} tasks, each once`)
        await writeOrders(ctx.db, rows, (r) => index.get(r.id)!)
        return allTasks(ctx.db)
      })
    },
  },
  {
    method: 'GET',
    pattern: 'api/apps/tasks/task',
    handler: async (req, ctx) =>
      toTask(await requireRow<TaskRow>(ctx.db, 'tasks', requireParam(req.query, 'id'), 'Task')),
  },
  {
    method: 'POST',
    pattern: 'api/apps/tasks/task',
    handler: async (req, ctx) => {
      const { type } = parse(newTaskSchema, bodyObject(req.body))
      const task = blankTask({ id: newId(), type, title: '', order: 0 })
      // The new item goes first and every item is renumbered to its index, as the template does. The
      // renumbering reads the list in the write's transaction, so concurrent creations get distinct orders.
      const saved = await writeTx(ctx.db, ['tasks'], async () => {
        const rows = await ctx.db.table<TaskRow>('tasks').orderBy('order').toArray()
        const row = await putRow(ctx.db, 'tasks', task)
        const position = new Map(rows.map((r, i) => [r.id, i + 1]))
        await writeOrders(ctx.db, rows, (r) => position.get(r.id)!)
        return row
      })
      return toTask(saved)
    },
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/tasks/task',
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'task')
      const { id, body } = bodyWithId(req.body)
      const patch = parse(taskPatchSchema, member(body, 'task'), 'task')
      return writeTx(ctx.db, ['tasks', 'taskTags', 'taskMembers'], async () => {
        checkVersion(await requireRow<TaskRow>(ctx.db, 'tasks', id, 'Task'), base, toTask)
        await checkReferences(ctx.db, patch)
        return toTask((await patchRow<TaskRow & { updatedAt: string; version: number }>(ctx.db, 'tasks', id, patch))!)
      })
    },
  },
  {
    method: 'DELETE',
    pattern: 'api/apps/tasks/task',
    handler: async (req, ctx) => {
      const id = requireParam(req.query, 'id')
      if (!(await deleteRow(ctx.db, 'tasks', id))) throw notFound('Task', id)
      return true
    },
  },
  { method: 'GET', pattern: 'api/apps/tasks/tags', handler: async (_req, ctx) => allTags(ctx.db) },
  {
    method: 'GET',
    pattern: 'api/apps/tasks/members',
    handler: async (_req, ctx) =>
      (await ctx.db.table<TaskMember>('taskMembers').orderBy('name').toArray()).map((m) => ({
        id: m.id,
        name: m.name,
        email: m.email,
        avatar: m.avatar,
      })),
  },
  {
    method: 'POST',
    pattern: 'api/apps/tasks/tag',
    handler: async (req, ctx) => {
      const { title } = parse(tagSchema, member(bodyObject(req.body), 'tag'), 'tag')
      // New tags go first (the template unshifts them); the first seq is read in the write's transaction.
      const row = await writeTx(ctx.db, ['taskTags'], async () => {
        const first = await ctx.db.table<TagRow>('taskTags').orderBy('seq').first()
        return putRow<TagRow>(ctx.db, 'taskTags', { id: newId(), title, seq: (first?.seq ?? 0) - 1 })
      })
      return toTag(row)
    },
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/tasks/tag',
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'tag')
      const { id, body } = bodyWithId(req.body)
      const { title } = parse(tagSchema, member(body, 'tag'), 'tag')
      return writeTx(ctx.db, ['taskTags'], async () => {
        const stored = await requireRow<TagRow>(ctx.db, 'taskTags', id, 'Tag')
        checkVersion(stored, base, toTag)
        return toTag(
          (await patchRow<TagRow & { updatedAt: string; version: number }>(ctx.db, 'taskTags', id, { title }))!,
        )
      })
    },
  },
  {
    method: 'DELETE',
    pattern: 'api/apps/tasks/tag',
    handler: async (req, ctx) => {
      const id = requireParam(req.query, 'id')
      await requireRow(ctx.db, 'taskTags', id, 'Tag')
      await writeTx(ctx.db, ['tasks', 'taskTags'], async () => {
        const tagged = await ctx.db
          .table<TaskRow>('tasks')
          .filter((t) => t.tags.includes(id))
          .toArray()
        for (const t of tagged) await putRow(ctx.db, 'tasks', { ...t, tags: t.tags.filter((x) => x !== id) })
        await deleteRow(ctx.db, 'taskTags', id)
      })
      return true
    },
  },
])
