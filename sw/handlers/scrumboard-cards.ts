// Scrumboard cards and labels (registered through scrumboard.ts).
import type Dexie from 'dexie'
import { deleteRow, newId, putRow, putRows, writeTx } from '@/shared/db/mutate'
import { POSITION_STEP } from '@/shared/constants/scrumboard'
import { BATCH_CAPS } from '@/shared/constants/batch-caps'
import {
  cardInputSchema,
  cardPatchSchema,
  labelInputSchema,
  labelPatchSchema,
  type BoardList,
  type Card,
  type CardPatch,
} from '@/shared/schemas/scrumboard'
import { badRequest, notFound } from '../router/http-error'
import { requireRow } from '../router/require-row'
import { defineRoutes, type Handler } from '../router/types'
import { bodyObject, capList, parse, requireParam } from '../router/validate'
import { checkVersion, dropVersion, takeBaseVersion } from '../router/version'
import {
  T,
  arrayOf,
  boardLabels,
  checkIds,
  expandCard,
  expandCards,
  member,
  toCard,
  toLabel,
  touchBoard,
  type LabelRow,
} from './scrumboard-shared'

const P = 'api/apps/scrumboard/board'

/** Validates one card change against the card's board: its list, labels and members must exist there. */
async function mergeCard(db: Dexie, card: Card, patch: CardPatch, field: string): Promise<Card> {
  if (patch.listId && patch.listId !== card.listId) {
    const list = await requireRow<BoardList>(db, T.lists, patch.listId, 'List', `${field}.listId`)
    if (list.boardId !== card.boardId) throw badRequest(`${field}.listId`, 'List of another board')
  }
  const labels = new Set((await boardLabels(db, card.boardId)).map((l) => l.id))
  checkIds(patch.labels, labels, `${field}.labels`, 'Unknown label')
  checkIds(
    patch.members,
    new Set((await db.table(T.members).toCollection().primaryKeys()) as string[]),
    `${field}.members`,
    'Unknown member',
  )
  const { description, ...rest } = patch
  return { ...toCard(card), ...rest, ...(description !== undefined ? { description: description ?? '' } : {}) }
}

/** Writes the cards (bulk) and stamps their boards; answers the cards as stored (with their new versions). */
async function saveCards(db: Dexie, cards: Card[], now: Date): Promise<Card[]> {
  return writeTx(db, [T.cards, T.boards], async () => {
    const saved: Card[] = await putRows(db, T.cards, cards)
    for (const boardId of new Set(cards.map((c) => c.boardId))) await touchBoard(db, boardId, now)
    return saved
  })
}

/** The tables a card change reads (its list, labels and members) and writes, for one transaction. */
const CARD_TABLES = [T.cards, T.boards, T.lists, T.labels, T.members]

const createCard: Handler = async (req, ctx) => {
  const input = parse(cardInputSchema, member(bodyObject(req.body), 'card'), 'card')
  await requireRow(ctx.db, T.boards, input.boardId, 'Board', 'card.boardId')
  const list = await requireRow<BoardList>(ctx.db, T.lists, input.listId, 'List', 'card.listId')
  if (list.boardId !== input.boardId) throw badRequest('card.listId', 'List of another board')
  // The end of the list is read in the write's transaction: cards added at once get distinct positions.
  const [saved] = await writeTx(ctx.db, [T.cards, T.boards], async () => {
    const siblings = await ctx.db.table<Card>(T.cards).where('listId').equals(list.id).toArray()
    const position =
      input.position ?? (siblings.length ? Math.max(...siblings.map((c) => c.position)) + POSITION_STEP : POSITION_STEP)
    const card: Card = {
      id: newId(),
      boardId: input.boardId,
      listId: list.id,
      position,
      title: input.title,
      description: '',
      labels: [],
      dueDate: null,
      members: [],
    }
    return saveCards(ctx.db, [card], ctx.now())
  })
  return expandCard(saved!, [])
}

const createLabel: Handler = async (req, ctx) => {
  const input = parse(labelInputSchema, member(bodyObject(req.body), 'label'), 'label')
  await requireRow(ctx.db, T.boards, input.boardId, 'Board', 'label.boardId')
  return writeTx(ctx.db, [T.labels, T.boards], async () => {
    const labels = await ctx.db.table<LabelRow>(T.labels).where('boardId').equals(input.boardId).toArray()
    // Unshifted, as the template does: the newest label comes first.
    const row: LabelRow = {
      id: newId(),
      boardId: input.boardId,
      title: input.title,
      seq: Math.min(0, ...labels.map((l) => l.seq)) - 1,
    }
    const saved = await putRow(ctx.db, T.labels, row)
    await touchBoard(ctx.db, row.boardId, ctx.now())
    return toLabel(saved)
  })
}

export const scrumboardCardRoutes = defineRoutes([
  { method: 'PUT', pattern: `${P}/card`, handler: createCard },
  { method: 'POST', pattern: `${P}/card`, handler: createCard },
  {
    method: 'PATCH',
    pattern: `${P}/card`,
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'card')
      const body = bodyObject(req.body)
      const [saved] = await writeTx(ctx.db, CARD_TABLES, async () => {
        const card = await requireRow<Card>(ctx.db, T.cards, body.id, 'Card')
        checkVersion(card, base, toCard)
        return saveCards(
          ctx.db,
          [await mergeCard(ctx.db, card, parse(cardPatchSchema, member(body, 'card'), 'card'), 'card')],
          ctx.now(),
        )
      })
      return expandCard(saved!, await boardLabels(ctx.db, saved!.boardId))
    },
  },
  {
    method: 'PATCH',
    pattern: `${P}/cards`,
    handler: async (req, ctx) => {
      const body = bodyObject(req.body)
      capList(body, 'cards', BATCH_CAPS.cards)
      const items = arrayOf(body, 'cards')
      const ids = items.map((item) => item.id)
      const dup = ids.findIndex((id, i) => typeof id === 'string' && ids.indexOf(id) !== i)
      if (dup !== -1) throw badRequest(`cards.${dup}.id`, 'Duplicate card')
      // A list of rows takes no version (the template's clients echo what they hold); one card's update does.
      items.forEach(dropVersion)
      const saved = await writeTx(ctx.db, CARD_TABLES, async () => {
        const merged: Card[] = []
        for (const [i, item] of items.entries()) {
          const card = await requireRow<Card>(ctx.db, T.cards, item.id, 'Card', `cards.${i}.id`)
          merged.push(await mergeCard(ctx.db, card, parse(cardPatchSchema, item, `cards.${i}`), `cards.${i}`))
        }
        return saveCards(ctx.db, merged, ctx.now())
      })
      return expandCards(ctx.db, saved)
    },
  },
  {
    method: 'DELETE',
    pattern: `${P}/card`,
    handler: async (req, ctx) => {
      const card = await requireRow<Card>(ctx.db, T.cards, requireParam(req.query, 'id'), 'Card')
      await writeTx(ctx.db, [T.cards, T.boards], async () => {
        await deleteRow(ctx.db, T.cards, card.id)
        await touchBoard(ctx.db, card.boardId, ctx.now())
      })
      return true
    },
  },
  {
    // The template's index positions: each card gets the index of the submitted card with the same id. The
    // list must hold every card of the boards it names, each once (the template set the others to -1), and
    // it is checked against the stored cards in the write's transaction.
    method: 'PATCH',
    pattern: `${P}/card/positions`,
    handler: async (req, ctx) => {
      const body = bodyObject(req.body)
      capList(body, 'cards', BATCH_CAPS.cardPositions)
      const sent = arrayOf(body, 'cards')
      if (sent.length === 0) throw badRequest('cards', 'Must list every card of the board')
      const index = new Map<string, number>()
      sent.forEach((c, i) => {
        if (typeof c.id !== 'string' || !c.id) throw badRequest(`cards.${i}.id`, 'Required')
        if (index.has(c.id)) throw badRequest(`cards.${i}.id`, 'Duplicate card')
        index.set(c.id, i)
      })
      return writeTx(ctx.db, [T.cards, T.boards], async () => {
        // One bulk read (a batch may hold thousands of cards), checked entry by entry.
        const found = await ctx.db.table<Card>(T.cards).bulkGet(sent.map((c) => c.id as string))
        found.forEach((card, i) => {
          const c = sent[i]!
          if (!card) throw notFound('Card', c.id as string)
          for (const key of ['listId', 'boardId'] as const) {
            if (c[key] !== undefined && c[key] !== card[key])
              throw badRequest(`cards.${i}.${key}`, `Not the card's ${key === 'listId' ? 'list' : 'board'}`)
          }
        })
        const boardIds = [...new Set(found.map((c) => c!.boardId))]
        const stored = await ctx.db.table<Card>(T.cards).where('boardId').anyOf(boardIds).toArray()
        if (stored.length !== sent.length)
          throw badRequest('cards', `Must list all ${stored.length} cards of the board, each once`)
        const updated = stored.map((c) => ({ ...toCard(c), position: index.get(c.id)! }))
        const saved = new Map(
          (
            await saveCards(
              ctx.db,
              updated.filter((c, i) => c.position !== stored[i]!.position),
              ctx.now(),
            )
          ).map((c) => [c.id, c]),
        )
        return updated.map((c) => toCard(saved.get(c.id) ?? c))
      })
    },
  },
  {
    method: 'GET',
    pattern: `${P}/labels`,
    handler: async (req, ctx) => {
      const boardId = requireParam(req.query, 'boardId')
      await requireRow(ctx.db, T.boards, boardId, 'Board', 'boardId')
      return boardLabels(ctx.db, boardId)
    },
  },
  { method: 'PUT', pattern: `${P}/label`, handler: createLabel },
  { method: 'POST', pattern: `${P}/label`, handler: createLabel },
  {
    method: 'PATCH',
    pattern: `${P}/label`,
    handler: async (req, ctx) => {
      const base = takeBaseVersion(req, 'label')
      const body = bodyObject(req.body)
      return writeTx(ctx.db, [T.labels, T.boards], async () => {
        const label = await requireRow<LabelRow>(ctx.db, T.labels, body.id, 'Label')
        checkVersion(label, base, toLabel)
        const { title } = parse(labelPatchSchema, member(body, 'label'), 'label')
        const row = await putRow(ctx.db, T.labels, { ...label, title })
        await touchBoard(ctx.db, row.boardId, ctx.now())
        return toLabel(row)
      })
    },
  },
  {
    method: 'DELETE',
    pattern: `${P}/label`,
    handler: async (req, ctx) => {
      const id = requireParam(req.query, 'id')
      const label = await requireRow<LabelRow>(ctx.db, T.labels, id, 'Label')
      // A label still on cards is stripped from them (the template crashed here).
      await writeTx(ctx.db, [T.labels, T.cards, T.boards], async () => {
        const cards = await ctx.db
          .table<Card>(T.cards)
          .where('boardId')
          .equals(label.boardId)
          .filter((c) => c.labels.includes(id))
          .toArray()
        for (const c of cards) await putRow(ctx.db, T.cards, { ...c, labels: c.labels.filter((x) => x !== id) })
        await deleteRow(ctx.db, T.labels, id)
        await touchBoard(ctx.db, label.boardId, ctx.now())
      })
      return true
    },
  },
])
