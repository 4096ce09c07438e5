import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HttpError } from './http-error'
import { requireRow } from './require-row'

let db: Dexie

beforeEach(async () => {
  db = new Dexie(`require-row-${Math.random()}`)
  db.version(1).stores({ things: 'id' })
  await db.table('things').put({ id: 't1', name: 'one' })
})
afterEach(() => db.delete())

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: HttpError) => ({ status: e.status, body: { error: e.message, ...e.details } }),
  )

describe('requireRow', () => {
  it('answers the stored row', async () => {
    expect(await requireRow(db, 'things', 't1', 'Thing')).toEqual({ id: 't1', name: 'one' })
  })

  it('answers 404 { error, id } for an unknown id, as the contract says', async () => {
    expect(await failure(requireRow(db, 'things', 'nope', 'Thing'))).toEqual({
      status: 404,
      body: { error: "Thing 'nope' not found", id: 'nope' },
    })
  })

  it('names the body field an unknown reference came from', async () => {
    expect(await failure(requireRow(db, 'things', 'nope', 'Thing', 'lists.2.id'))).toEqual({
      status: 404,
      body: { error: "Thing 'nope' not found", id: 'nope', field: 'lists.2.id' },
    })
  })

  it.each([undefined, '', 42])('refuses a missing or non-text id (%s) with 400 naming the field', async (id) => {
    expect(await failure(requireRow(db, 'things', id, 'Thing'))).toMatchObject({
      status: 400,
      body: { field: 'id', reason: 'Required' },
    })
    expect(await failure(requireRow(db, 'things', id, 'Thing', 'card.listId'))).toMatchObject({
      status: 400,
      body: { field: 'card.listId' },
    })
  })
})
