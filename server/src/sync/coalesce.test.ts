import { describe, expect, it } from 'vitest'
import { Coalescer } from './coalesce'

/** A read whose answer is the value at the moment it starts, and which ends when told. */
function controlledReads() {
  let value = 0
  const started: number[] = []
  const ends: Array<() => void> = []
  const read = () => {
    const seen = value
    started.push(seen)
    return new Promise<number>((resolve) => ends.push(() => resolve(seen)))
  }
  return { read, started, set: (v: number) => (value = v), end: (i: number) => ends[i]!() }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('Coalescer', () => {
  it('runs one read for everyone who asks while a read is under way', async () => {
    const c = new Coalescer<number>()
    const reads = controlledReads()
    const first = c.run('k', reads.read)
    const later = Array.from({ length: 5 }, () => c.run('k', reads.read))
    expect(reads.started).toHaveLength(1)
    reads.end(0)
    await tick()
    expect(reads.started).toHaveLength(2)
    reads.end(1)
    expect(await first).toBe(0)
    expect(await Promise.all(later)).toEqual([0, 0, 0, 0, 0])
  })

  it('never answers a caller with a read that started before it asked', async () => {
    const c = new Coalescer<number>()
    const reads = controlledReads()
    const before = c.run('k', reads.read)
    // A change commits after the first read began; the caller that comes for it must see it.
    reads.set(1)
    const after = c.run('k', reads.read)
    reads.end(0)
    await tick()
    reads.end(1)
    expect(await before).toBe(0)
    expect(await after).toBe(1)
  })

  it('keeps keys apart', async () => {
    const c = new Coalescer<string>()
    const a = c.run('a', async () => 'a')
    const b = c.run('b', async () => 'b')
    expect([await a, await b]).toEqual(['a', 'b'])
  })

  it('hands a failed read to its callers only; the next caller reads anew', async () => {
    const c = new Coalescer<number>()
    let calls = 0
    const failing = c.run('k', async () => {
      calls += 1
      throw new Error('connection lost')
    })
    const waiting = c.run('k', async () => (calls += 1))
    await expect(failing).rejects.toThrow('connection lost')
    expect(await waiting).toBe(2)
    expect(await c.run('k', async () => 42)).toBe(42)
  })
})
