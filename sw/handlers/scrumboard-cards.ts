// Scrumboard cards and labels (registered through scrumboard.ts).
import type Dexie from 'dexie'
import { deleteRow, newId, putRow, writeTx } from '@/shared/db/mutate'
import { POSITION_STEP } from '@/shared/constants/scrumboard'
import {
  cardInputSchema, cardPatchSchema, labelInputSchema, labelPatchSchema,
  type BoardList, type Card, type CardPatch,
} from '@/shared/schemas/scrumboard'
import { badRequest, notFound } from '../router/http-error'
import { defineRoutes, type Handler } from '../router/types'
import { bodyObject, parse, requireParam } from '../router/validate'
import {
  T, arrayOf, boardLabels, checkIds, expandCard, expandCards, member, rowOr404, toCard, toLabel, touchBoard,
  type LabelRow,
} from './scrumboard-shared'

const P = 'api/apps/scrumboard/board'

/** Validates one card change against the card's board: its list, labels and members must exist there. */
async function mergeCard(db: Dexie, card: Card, patch: CardPatch, field: string): Promise<Card> {
  if (patch.listId && patch.listId !== card.listId) {
    const list = await rowOr404<BoardList>(db, T.lists, patch.listId, 'List', `${field}.listId`)
    if (list.boardId !== card.boardId) throw badRequest(`${field}.listId`, 'List of another board')
  }
  const labels = new Set((await boardLabels(db, card.boardId)).map((l) => l.id))
  checkIds(patch.labels, labels, `${field}.labels`, 'Unknown label')
  checkIds(patch.members, new Set((await db.table(T.members).toCollection().primaryKeys()) as string[]), `${field}.members`, 'Unknown member')
  const { description, ...rest } = patch
  return { ...toCard(card), ...rest, ...(description !== undefined ? { description: description ?? '' } : {}) }
}

async function saveCards(db: Dexie, cards: Card[], now: Date) {
  await writeTx(db, [T.cards, T.boards], async () => {
    for (const c of cards) await putRow(db, T.cards, c)
    for (const boardId of new Set(cards.map((c) => c.boardId))) await touchBoard(db, boardId, now)
  })
}

const createCard: Handler = async (req, ctx) => {
  const input = parse(cardInputSchema, member(bodyObject(req.body), 'card'), 'card')
  await rowOr404(ctx.db, T.boards, input.boardId, 'Board', 'card.boardId')
  const list = await rowOr404<BoardList>(ctx.db, T.lists, input.listId, 'List', 'card.listId')
  if (list.boardId !== input.boardId) throw badRequest('card.listId', 'List of another board')
  const siblings = await ctx.db.table<Card>(T.cards).where('listId').equals(list.id).toArray()
  const position = input.position ?? (siblings.length ? Math.max(...siblings.map((c) => c.position)) + POSITION_STEP : POSITION_STEP)
  const card: Card = { id: newId(), boardId: input.boardId, listId: list.id, position, title: input.title, description: '', labels: [], dueDate: null, members: [] }
  await saveCards(ctx.db, [card], ctx.now())
  return expandCard(card, [])
}

const createLabel: Handler = async (req, ctx) => {
  const input = parse(labelInputSchema, member(bodyObject(req.body), 'label'), 'label')
  await rowOr404(ctx.db, T.boards, input.boardId, 'Board', 'label.boardId')
  const labels = await ctx.db.table<LabelRow>(T.labels).where('boardId').equals(input.boardId).toArray()
  // Unshifted, as the template does: the newest label comes first.
  const row: LabelRow = { id: newId(), boardId: input.boardId, title: input.title, seq: Math.min(0, ...labels.map((l) => l.seq)) - 1 }
  await writeTx(ctx.db, [T.labels, T.boards], async () => {
    await putRow(ctx.db, T.labels, row)
    await touchBoard(ctx.db, row.boardId, ctx.now())
  })
  return toLabel(row)
}

export const scrumboardCardRoutes = defineRoutes([
  { method: 'PUT', pattern: `${P}/card`, handler: createCard },
  { method: 'POST', pattern: `${P}/card`, handler: createCard },
  {
    method: 'PATCH',
    pattern: `${P}/card`,
    handler: async (req, ctx) => {
      const body = bodyObject(req.body)
      const card = await rowOr404<Card>(ctx.db, T.cards, body.id, 'Card')
      const merged = await mergeCard(ctx.db, card, parse(cardPatchSchema, member(body, 'card'), 'card'), 'card')
      await saveCards(ctx.db, [merged], ctx.now())
      return expandCard(merged, await boardLabels(ctx.db, merged.boardId))
    },
  },
  {
    method: 'PATCH',
    pattern: `${P}/cards`,
    handler: async (req, ctx) => {
      const items = arrayOf(bodyObject(req.body), 'cards')
      const merged: Card[] = []
      for (const [i, item] of items.entries()) {
        const card = await rowOr404<Card>(ctx.db, T.cards, item.id, 'Card', `cards.${i}.id`)
        merged.push(await mergeCard(ctx.db, card, parse(cardPatchSchema, item, `cards.${i}`), `cards.${i}`))
      }
      await saveCards(ctx.db, merged, ctx.now())
      return expandCards(ctx.db, merged)
    },
  },
  {
    method: 'DELETE',
    pattern: `${P}/card`,
    handler: async (req, ctx) => {
      const card = await rowOr404<Card>(ctx.db, T.cards, requireParam(req.query, 'id'), 'Card')
      await writeTx(ctx.db, [T.cards, T.boards], async () => {
        await deleteRow(ctx.db, T.cards, card.id)
        await touchBoard(ctx.db, card.boardId, ctx.now())
      })
      return true
    },
  },
  {
    // The template's index positions: each card of the boards concerned gets the index of the submitted
    // card with the same id, list and board, else -1. Unlike the template, other boards are left alone.
    method: 'PATCH',
    pattern: `${P}/card/positions`,
    handler: async (req, ctx) => {
      const sent = arrayOf(bodyObject(req.body), 'cards')
      const boardIds = [...new Set(sent.map((c) => c.boardId))].filter((b): b is string => typeof b === 'string')
      if (boardIds.length === 0) throw badRequest('cards', 'No cards of a known board')
      for (const b of boardIds) await rowOr404(ctx.db, T.boards, b, 'Board', 'cards.boardId')
      const stored = await ctx.db.table<Card>(T.cards).where('boardId').anyOf(boardIds).toArray()
      const updated = stored.map((c) => ({
        ...toCard(c),
        position: sent.findIndex((s) => s.id === c.id && s.listId === c.listId && s.boardId === c.boardId),
      }))
      await saveCards(ctx.db, updated.filter((c, i) => c.position !== stored[i]!.position), ctx.now())
      return updated
    },
  },
  {
    method: 'GET',
    pattern: `${P}/labels`,
    handler: async (req, ctx) => {
      const boardId = requireParam(req.query, 'boardId')
      await rowOr404(ctx.db, T.boards, boardId, 'Board', 'boardId')
      return boardLabels(ctx.db, boardId)
    },
  },
  { method: 'PUT', pattern: `${P}/label`, handler: createLabel },
  { method: 'POST', pattern: `${P}/label`, handler: createLabel },
  {
    method: 'PATCH',
    pattern: `${P}/label`,
    handler: async (req, ctx) => {
      const body = bodyObject(req.body)
      const label = await rowOr404<LabelRow>(ctx.db, T.labels, body.id, 'Label')
      const { title } = parse(labelPatchSchema, member(body, 'label'), 'label')
      const row = { ...label, title }
      await writeTx(ctx.db, [T.labels, T.boards], async () => {
        await putRow(ctx.db, T.labels, row)
        await touchBoard(ctx.db, row.boardId, ctx.now())
      })
      return toLabel(row)
    },
  },
  {
    method: 'DELETE',
    pattern: `${P}/label`,
    handler: async (req, ctx) => {
      const id = requireParam(req.query, 'id')
      const label = await ctx.db.table<LabelRow>(T.labels).get(id)
      if (!label) throw notFound('Label', id)
      // A label still on cards is stripped from them (the template crashed here).
      await writeTx(ctx.db, [T.labels, T.cards, T.boards], async () => {
        const cards = await ctx.db.table<Card>(T.cards).where('boardId').equals(label.boardId).filter((c) => c.labels.includes(id)).toArray()
        for (const c of cards) await putRow(ctx.db, T.cards, { ...c, labels: c.labels.filter((x) => x !== id) })
        await deleteRow(ctx.db, T.labels, id)
        await touchBoard(ctx.db, label.boardId, ctx.now())
      })
      return true
    },
  },
])
