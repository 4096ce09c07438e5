import { describe, expect, it } from 'vitest'
import { conflictFields, conflictRow, describeValue, differingKeys, mergeValues } from './conflict'

// The shape of the client's ApiError (importing it would start the session in Node).
const apiError = (status: number, body: unknown) => Object.assign(new Error('refused'), { status, body })

describe('conflict helpers', () => {
  it('reads the current row from a 409 only', () => {
    expect(conflictRow(apiError(409, { error: 'stale', current: { id: 'a', version: 3 } }))).toEqual({
      id: 'a',
      version: 3,
    })
    expect(conflictRow(apiError(409, { error: 'A tag with this title already exists' }))).toBeUndefined()
    expect(conflictRow(apiError(400, { error: 'x', current: { id: 'a' } }))).toBeUndefined()
    expect(conflictRow(new Error('x'))).toBeUndefined()
  })

  it('lists the fields that differ by value and merges the chosen ones', () => {
    const mine = { title: 'Chief', company: 'Old', emails: [{ email: 'a@b.c' }] }
    const theirs = { title: 'Boss', company: 'Acme', emails: [{ email: 'a@b.c' }] }
    expect(differingKeys(mine, theirs)).toEqual(['title', 'company'])
    expect(mergeValues(mine, theirs, { title: 'mine', company: 'theirs' })).toEqual({
      title: 'Chief',
      company: 'Acme',
      emails: [{ email: 'a@b.c' }],
    })
    expect(conflictFields(mine, theirs, (k) => k.toUpperCase())).toEqual([
      { key: 'title', label: 'TITLE', mine: 'Chief', theirs: 'Boss' },
      { key: 'company', label: 'COMPANY', mine: 'Old', theirs: 'Acme' },
    ])
  })

  it('describes values shortly: lists joined, markup dropped, empty as a dash', () => {
    expect(describeValue(['a', 'b'])).toBe('a, b')
    expect(describeValue([{ email: 'a@b.c', label: 'Work' }])).toBe('a@b.c · Work')
    expect(describeValue('<p>Hello <b>you</b></p>')).toBe('Hello you')
    expect(describeValue('')).toBe('—')
    expect(describeValue([])).toBe('—')
    expect(describeValue('x'.repeat(200))).toHaveLength(120)
  })
})
