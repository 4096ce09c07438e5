import type Dexie from 'dexie'
import { deleteRow, newId, putRow, putRows, writeTx } from '@/shared/db/mutate'
import { POSITION_STEP as STEP } from '@/shared/constants/scrumboard'
import { BATCH_CAPS } from '@/shared/constants/batch-caps'
import {
  boardInputSchema,
  boardPatchSchema,
  listInputSchema,
  listPatchSchema,
  type BoardList,
  type BoardSummary,
  type Card,
  type Member,
} from '@/shared/schemas/scrumboard'
import { defineRoutes, type Handler } from '../router/types'
import { badRequest } from '../router/http-error'
import { requireRow } from '../router/require-row'
import { bodyObject, capList, parse, requireParam } from '../router/validate'
import { checkVersion, dropVersion, takeBaseVersion } from '../router/version'
import { scrumboardCardRoutes } from './scrumboard-cards'
import {
  T,
  arrayOf,
  boardDetail,
  checkIds,
  expandCards,
  member,
  toBoard,
  toList,
  toMember,
  touchBoard,
  type BoardRow,
} from './scrumboard-shared'

const P = 'api/apps/scrumboard'

async function memberIds(db: Dexie) {
  return new Set((await db.table(T.members).toCollection().primaryKeys()) as string[])
}

const createBoard: Handler = async (req, ctx) => {
  const input = parse(boardInputSchema, member(bodyObject(req.body), 'board'), 'board')
  checkIds(input.members, await memberIds(ctx.db), 'board.members', 'Unknown member')
  // The next seq is read in the write's transaction, as every position and order below.
  const id = await writeTx(ctx.db, [T.boards], async () => {
    const last = (await ctx.db.table(T.boards).orderBy('seq').last()) as BoardRow | undefined
    return (
      await putRow<BoardRow>(ctx.db, T.boards, {
        id: newId(),
        ...input,
        lastActivity: ctx.now().toISOString(),
        seq: (last?.seq ?? -1) + 1,
      })
    ).id
  })
  return boardDetail(ctx.db, id)
}

const createList: Handler = async (req, ctx) => {
  const input = parse(listInputSchema, member(bodyObject(req.body), 'list'), 'list')
  await requireRow(ctx.db, T.boards, input.boardId, 'Board', 'list.boardId')
  return writeTx(ctx.db, [T.lists, T.boards], async () => {
    const siblings = await ctx.db.table<BoardList>(T.lists).where('boardId').equals(input.boardId).toArray()
    const position = input.position ?? (siblings.length ? Math.max(...siblings.map((l) => l.position)) + STEP : STEP)
    const list: BoardList = { id: newId(), boardId: input.boardId, title: input.title, position }
    const saved = await putRow(ctx.db, T.lists, list)
    await touchBoard(ctx.db, list.boardId, ctx.now())
    return toList(saved)
  })
}

/** Merges list changes by id; every id is checked before anything is written. */
async function patchLists(
  db: Dexie,
  items: Record<string, unknown>[],
  field: (i: number) => string,
  now: Date,
  base?: number,
) {
  // A list of rows takes no version (the template's clients echo what they hold); one list's update does.
  items.forEach(dropVersion)
  const patches = items.map((item, i) => parse(listPatchSchema, item, field(i)))
  const dup = patches.findIndex((p, i) => patches.findIndex((q) => q.id === p.id) !== i)
  if (dup !== -1) throw badRequest(`${field(dup)}.id`, 'Duplicate list')
  return writeTx(db, [T.lists, T.boards], async () => {
    const rows = await Promise.all(
      patches.map((p, i) => requireRow<BoardList>(db, T.lists, p.id, 'List', `${field(i)}.id`)),
    )
    rows.forEach((row) => checkVersion(row, base, toList))
    const saved = (
      await putRows(
        db,
        T.lists,
        rows.map((row, i) => ({ ...toList(row), ...patches[i] }) as BoardList),
      )
    ).map(toList)
    for (const boardId of new Set(saved.map((l) => l.boardId))) await touchBoard(db, boardId, now)
    return saved
  })
}

export const scrumboardRoutes = defineRoutes([
  {
    method: 'GET',
    pattern: `${P}/boards`,
    handler: async (_req, ctx) => {
      const [boards, members] = await Promise.all([
        ctx.db.table<BoardRow>(T.boards).orderBy('seq').toArray(),
        ctx.db.table<Member>(T.members).toArray(),
      ])
      const byId = new Map(members.map((m) => [m.id, toMember(m)]))
      return boards.map((b): BoardSummary => ({
        ...toBoard(b),
        members: b.members.map((id) => byId.get(id)).filter((m): m is Member => !!m),
      }))
    },
  },
  {
    method: 'GET',
    pattern: `${P}/members`,
    handler: async (_req, ctx) => (await ctx.db.table<Member>(T.members).orderBy('name').toArray()).map(toMember),
  },
  {
    method: 'GET',
    pattern: `${P}/board`,
    handler: async (req, ctx) => boardDetail(ctx.db, requireParam(req.query, 'id')),
  },
  { method: 'PUT', pattern: `${P}/board`, handler: createBoard },
  { method: 'POST', pattern: `${P}/board`, handler: createBoard },
  {
    method: 'PATCH',
    pattern: `${P}/board`,
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'board')
      const body = bodyObject(req.body)
      const id = await writeTx(ctx.db, [T.boards, T.members], async () => {
        const board = await requireRow<BoardRow>(ctx.db, T.boards, body.id, 'Board')
        checkVersion(board, base, toBoard)
        const changes = parse(boardPatchSchema, member(body, 'board'), 'board')
        checkIds(changes.members, await memberIds(ctx.db), 'board.members', 'Unknown member')
        await putRow(ctx.db, T.boards, { ...board, ...changes, lastActivity: ctx.now().toISOString() })
        return board.id
      })
      return boardDetail(ctx.db, id)
    },
  },
  {
    method: 'DELETE',
    pattern: `${P}/board`,
    handler: async (req, ctx) => {
      const board = await requireRow<BoardRow>(ctx.db, T.boards, requireParam(req.query, 'id'), 'Board')
      await writeTx(ctx.db, [T.boards, T.lists, T.cards, T.labels], async () => {
        for (const table of [T.cards, T.lists, T.labels]) {
          const ids = (await ctx.db.table(table).where('boardId').equals(board.id).primaryKeys()) as string[]
          for (const id of ids) await deleteRow(ctx.db, table, id)
        }
        await deleteRow(ctx.db, T.boards, board.id)
      })
      return true
    },
  },
  {
    method: 'GET',
    pattern: `${P}/board/search`,
    handler: async (req, ctx) => {
      const query = req.query.get('query') ?? ''
      if (!query) return []
      const boardId = req.query.get('boardId')
      if (boardId) await requireRow(ctx.db, T.boards, boardId, 'Board', 'boardId')
      const { rows } = await ctx.query<Card>(T.cards, {
        search: { fields: ['title', 'description'], text: query },
        where: boardId ? { boardId } : undefined,
        sort: { field: 'position', order: 'asc', kind: 'number' },
      })
      return expandCards(ctx.db, rows)
    },
  },
  { method: 'POST', pattern: `${P}/board/list`, handler: createList },
  {
    method: 'PATCH',
    pattern: `${P}/board/list`,
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'list')
      return (await patchLists(ctx.db, [member(bodyObject(req.body), 'list')], () => 'list', ctx.now(), base))[0]
    },
  },
  {
    method: 'PATCH',
    pattern: `${P}/board/lists`,
    handler: async (req, ctx) => {
      const body = bodyObject(req.body)
      capList(body, 'lists', BATCH_CAPS.lists)
      return patchLists(ctx.db, arrayOf(body, 'lists'), (i) => `lists.${i}`, ctx.now())
    },
  },
  {
    method: 'DELETE',
    pattern: `${P}/board/list`,
    handler: async (req, ctx) => {
      const list = await requireRow<BoardList>(ctx.db, T.lists, requireParam(req.query, 'id'), 'List')
      // A list goes with its cards.
      await writeTx(ctx.db, [T.lists, T.cards, T.boards], async () => {
        const cards = (await ctx.db.table(T.cards).where('listId').equals(list.id).primaryKeys()) as string[]
        for (const id of cards) await deleteRow(ctx.db, T.cards, id)
        await deleteRow(ctx.db, T.lists, list.id)
        await touchBoard(ctx.db, list.boardId, ctx.now())
      })
      return true
    },
  },
  ...scrumboardCardRoutes,
])
