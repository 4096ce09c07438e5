import type Dexie from 'dexie'
import { deleteRow, newId, putRow, writeTx } from '@/shared/db/mutate'
import {
  addNoteTaskSchema,
  noteInputSchema,
  noteLabelPatchSchema,
  noteLabelSchema,
  type Note,
  type NoteLabel,
  type NoteView,
} from '@/shared/schemas/notes'
import { badRequest, notFound } from '../router/http-error'
import { requireRow } from '../router/require-row'
import { defineRoutes } from '../router/types'
import { bodyObject, parse, requireParam } from '../router/validate'
import { pageOfCollection, pageRequest } from '../router/paging'
import { noteFilter, type NotesFilter } from '@/shared/notes/filter'
import { checkVersion, takeBaseVersion } from '../router/version'

type NoteRow = Note & { seq: number; version?: number }
type LabelRow = NoteLabel & { seq: number; version?: number }

// Reads carry the row's version, which a client sends back with its update (docs/api.md).
const toNote = (r: NoteRow): Note & { version: number } => ({
  id: r.id,
  title: r.title,
  content: r.content,
  tasks: r.tasks,
  image: r.image,
  reminder: r.reminder,
  labels: r.labels,
  archived: r.archived,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  version: r.version ?? 0,
})

const allLabels = async (db: Dexie): Promise<NoteLabel[]> =>
  (await db.table<LabelRow>('noteLabels').orderBy('seq').toArray()).map((l) => ({ id: l.id, title: l.title }))

async function nextSeq(db: Dexie, table: string): Promise<number> {
  const last = (await db.table(table).orderBy('seq').last()) as { seq: number } | undefined
  return (last?.seq ?? -1) + 1
}

function member(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = body[key]
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw badRequest(key, 'Expected an object')
  return value as Record<string, unknown>
}

/** Parses a whole note and checks that its labels exist. */
async function parseNote(db: Dexie, value: Record<string, unknown>, field: string) {
  const input = parse(noteInputSchema, value, field)
  const known = new Set((await db.table('noteLabels').toCollection().primaryKeys()) as string[])
  const bad = input.labels.findIndex((id) => !known.has(id))
  if (bad !== -1) throw badRequest(`${field}.labels.${bad}`, 'Unknown label')
  return input
}

const VIEWS = ['notes', 'reminders', 'archive'] as const

/** The list's narrowing, or null when the request asks for none (every note, archived ones too). */
function notesFilter(query: URLSearchParams): NotesFilter | null {
  const view = query.get('view')
  const label = query.get('label') || undefined
  const q = query.get('q') || undefined
  if (view === null && !label && !q) return null
  if (view !== null && !VIEWS.includes(view as NotesFilter['view']))
    throw badRequest('view', "Must be 'notes', 'reminders' or 'archive'")
  return { view: (view ?? 'notes') as NotesFilter['view'], label, q }
}

export const notesRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: 'api/apps/notes/all',
    // Our extension: `view`, `label` and `q` narrow the list as the notes page's sidebar and search do,
    // and `page`/`size` answer one page of it (docs/api/notes.md). Without them: the contract's array.
    handler: async (req, ctx) => {
      const paging = pageRequest(req.query)
      const filter = notesFilter(req.query)
      const labels = new Map((await allLabels(ctx.db)).map((l) => [l.id, l]))
      const view = (r: NoteRow): NoteView => ({ ...toNote(r), labels: r.labels.map((id) => labels.get(id) ?? null) })
      const matches = filter ? noteFilter(filter) : null
      const notes = () =>
        matches
          ? ctx.db
              .table<NoteRow>('notes')
              .orderBy('seq')
              .filter((r) => matches(view(r)))
          : ctx.db.table<NoteRow>('notes').orderBy('seq')
      if (paging) return pageOfCollection(notes, paging, (rows) => rows.map(view))
      return (await notes().toArray()).map(view)
    },
  },
  {
    method: 'POST',
    pattern: 'api/apps/notes',
    handler: async (req, ctx) => {
      const input = await parseNote(ctx.db, member(bodyObject(req.body), 'note'), 'note')
      const at = ctx.now().toISOString()
      // Appended at the end, as the template pushes it.
      const row = await writeTx(ctx.db, ['notes'], async () =>
        putRow<NoteRow>(ctx.db, 'notes', {
          ...input,
          id: newId(),
          createdAt: input.createdAt ?? at,
          updatedAt: at,
          seq: await nextSeq(ctx.db, 'notes'),
        }),
      )
      return toNote(row)
    },
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/notes',
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'updatedNote')
      const sent = member(bodyObject(req.body), 'updatedNote')
      return writeTx(ctx.db, ['notes', 'noteLabels'], async () => {
        const stored = await requireRow<NoteRow>(ctx.db, 'notes', sent.id, 'Note')
        checkVersion(stored, base, toNote)
        const input = await parseNote(ctx.db, sent, 'updatedNote')
        // The whole note is replaced (no merge); only its identity, age and place are kept.
        const row = await putRow<NoteRow>(ctx.db, 'notes', {
          ...input,
          id: stored.id,
          createdAt: stored.createdAt,
          updatedAt: stored.updatedAt,
          seq: stored.seq,
        })
        return toNote(row)
      })
    },
  },
  {
    method: 'DELETE',
    pattern: 'api/apps/notes',
    handler: async (req, ctx) => {
      const id = requireParam(req.query, 'id')
      if (!(await deleteRow(ctx.db, 'notes', id))) throw notFound('Note', id)
      return true
    },
  },
  {
    method: 'POST',
    pattern: 'api/apps/notes/tasks',
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'note')
      const { note, task } = parse(addNoteTaskSchema, bodyObject(req.body))
      // Appended to the stored tasks in the write's transaction: two tabs adding a task keep both.
      return writeTx(ctx.db, ['notes'], async () => {
        const stored = await requireRow<NoteRow>(ctx.db, 'notes', note.id, 'Note')
        checkVersion(stored, base, toNote)
        const tasks = [...(stored.tasks ?? []), { id: newId(), content: task, completed: false }]
        return toNote(await putRow<NoteRow>(ctx.db, 'notes', { ...stored, tasks }))
      })
    },
  },
  { method: 'GET', pattern: 'api/apps/notes/labels', handler: async (_req, ctx) => allLabels(ctx.db) },
  {
    method: 'POST',
    pattern: 'api/apps/notes/labels',
    handler: async (req, ctx) => {
      const { title } = parse(noteLabelSchema, bodyObject(req.body))
      await writeTx(ctx.db, ['noteLabels'], async () =>
        putRow<LabelRow>(ctx.db, 'noteLabels', { id: newId(), title, seq: await nextSeq(ctx.db, 'noteLabels') }),
      )
      return allLabels(ctx.db)
    },
  },
  {
    method: 'PATCH',
    pattern: 'api/apps/notes/labels',
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'label')
      const { id, title } = parse(noteLabelPatchSchema, member(bodyObject(req.body), 'label'), 'label')
      await writeTx(ctx.db, ['noteLabels'], async () => {
        const row = await requireRow<LabelRow>(ctx.db, 'noteLabels', id, 'Label')
        checkVersion(row, base, (r) => ({ id: r.id, title: r.title }))
        await putRow<LabelRow>(ctx.db, 'noteLabels', { ...row, title })
      })
      return allLabels(ctx.db)
    },
  },
  {
    method: 'DELETE',
    pattern: 'api/apps/notes/labels',
    handler: async (req, ctx) => {
      const id = requireParam(req.query, 'id')
      await requireRow(ctx.db, 'noteLabels', id, 'Label')
      await writeTx(ctx.db, ['notes', 'noteLabels'], async () => {
        const labelled = await ctx.db
          .table<NoteRow>('notes')
          .filter((n) => n.labels.includes(id))
          .toArray()
        for (const n of labelled) await putRow(ctx.db, 'notes', { ...n, labels: n.labels.filter((x) => x !== id) })
        await deleteRow(ctx.db, 'noteLabels', id)
      })
      return allLabels(ctx.db)
    },
  },
])
