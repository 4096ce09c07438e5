import { describe, expect, it } from 'vitest'
import type { BoardDetail, CardView } from '@/shared/schemas/scrumboard'
import { cardMoves, columnsOf, listMoves } from './moves'

const S = 65536
const card = (id: string, listId: string, position: number) =>
  ({
    id,
    listId,
    position,
    boardId: 'b',
    title: id,
    description: '',
    labels: [],
    dueDate: null,
    members: [],
  }) as CardView
const board = (lists: Array<[string, number, CardView[]]>): BoardDetail =>
  ({
    id: 'b',
    title: '',
    description: '',
    icon: '',
    lastActivity: '',
    members: [],
    labels: [],
    lists: lists.map(([id, position, cards]) => ({ id, boardId: 'b', title: id, position, cards })),
  }) as BoardDetail

describe('card and list moves', () => {
  const b = board([
    ['todo', S, [card('a', 'todo', S), card('b', 'todo', 2 * S)]],
    ['done', 2 * S, [card('c', 'done', S)]],
  ])

  it('moves a card to another list, between, at the top or at the bottom', () => {
    expect(cardMoves(b, 'a', 'done', 1)).toEqual([{ id: 'a', listId: 'done', position: 2 * S }])
    expect(cardMoves(b, 'a', 'done', 0)).toEqual([{ id: 'a', listId: 'done', position: S / 2 }])
    expect(cardMoves(b, 'b', 'todo', 0)).toEqual([{ id: 'b', listId: 'todo', position: S / 2 }])
  })

  it('sends the whole target list when it had to be renumbered', () => {
    const tight = board([
      ['x', S, [card('p', 'x', 1), card('q', 'x', 2)]],
      ['y', 2 * S, [card('r', 'y', S)]],
    ])
    expect(cardMoves(tight, 'r', 'x', 1)).toEqual([
      { id: 'p', listId: 'x', position: S },
      { id: 'r', listId: 'x', position: 2 * S },
      { id: 'q', listId: 'x', position: 3 * S },
    ])
  })

  it('moves lists and lists the columns', () => {
    expect(listMoves(b, 'done', 0)).toEqual([{ id: 'done', position: S / 2 }])
    expect(columnsOf(b)).toEqual({ todo: ['a', 'b'], done: ['c'] })
    expect(cardMoves(b, 'nope', 'done', 0)).toEqual([])
  })
})
