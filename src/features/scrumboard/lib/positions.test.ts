import { describe, expect, it } from 'vitest'
import { LIMIT, STEP, appendPosition, moveTo, needsRenumber, positionAt } from './positions'

const item = (id: string, position: number) => ({ id, position })
const list = (...positions: number[]) => positions.map((p, i) => item(String.fromCharCode(97 + i), p))

describe('scrumboard positions', () => {
  it('appends after the last item, or at one step in an empty container', () => {
    expect(appendPosition([])).toBe(STEP)
    expect(appendPosition(list(STEP, 3 * STEP, 2 * STEP))).toBe(4 * STEP)
  })

  it('places at the top at half the next, at the bottom one step on, between at the midpoint', () => {
    const c = list(STEP, 2 * STEP, 3 * STEP)
    expect(positionAt(c, 0)).toBe(STEP / 2)
    expect(positionAt(c, 3)).toBe(4 * STEP)
    expect(positionAt(c, 1)).toBe(1.5 * STEP)
    expect(positionAt([], 0)).toBe(STEP)
  })

  it('sends only the moved item while the gaps last', () => {
    const c = list(STEP, 2 * STEP, 3 * STEP)
    const { items, changed } = moveTo(c, c[2]!, 0)
    expect(changed).toEqual([item('c', STEP / 2)])
    expect(items.map((i) => i.id)).toEqual(['c', 'a', 'b'])
  })

  it('moves within its own container without counting itself', () => {
    const c = list(STEP, 2 * STEP, 3 * STEP, 4 * STEP)
    expect(moveTo(c, c[0]!, 2).changed).toEqual([item('a', 3.5 * STEP)])
    expect(moveTo(c, c[0]!, 3).changed).toEqual([item('a', 5 * STEP)])
  })

  it('carries a patch such as the new list id', () => {
    const target = list(STEP)
    const moved = { id: 'x', position: 9 * STEP, listId: 'old' }
    const { changed } = moveTo(
      target.map((t) => ({ ...t, listId: 'new' })),
      moved,
      1,
      { listId: 'new' },
    )
    expect(changed).toEqual([{ id: 'x', position: 2 * STEP, listId: 'new' }])
  })

  it('renumbers the whole container to (i+1)*step when a position is a fraction', () => {
    const c = list(1, 2)
    const { items, changed } = moveTo(c, item('x', 77), 0)
    expect(positionAt(c, 0)).toBe(0.5)
    expect(changed).toEqual([item('x', STEP), item('a', 2 * STEP), item('b', 3 * STEP)])
    expect(items).toEqual(changed)
  })

  it('renumbers when the bottom reaches 500 steps', () => {
    const c = list(STEP, LIMIT - STEP)
    const { changed } = moveTo(c, item('x', 0), 2)
    expect(changed.map((i) => i.position)).toEqual([STEP, 2 * STEP, 3 * STEP])
    expect(needsRenumber(LIMIT - 1)).toBe(false)
    expect(needsRenumber(LIMIT)).toBe(true)
    expect(needsRenumber(1.5)).toBe(true)
  })

  it('clamps an index past the end to the bottom', () => {
    expect(moveTo(list(STEP), item('x', 0), 9).changed).toEqual([item('x', 2 * STEP)])
  })
})
