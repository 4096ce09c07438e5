import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { lazyZodResolver, zodResolver } from './zod-resolver'

const schema = z.object({ name: z.string().min(2, 'Too short'), age: z.coerce.number().int() })
const options = { fields: {}, shouldUseNativeValidation: false } as never

describe('lazyZodResolver', () => {
  it('answers as zodResolver does, loading the schema once, on the first validation', async () => {
    const load = vi.fn(async () => schema)
    const lazy = lazyZodResolver(load)
    expect(load).not.toHaveBeenCalled()
    const bad = await lazy({ name: 'a', age: '3' } as never, undefined, options)
    expect(bad).toEqual(await zodResolver(schema)({ name: 'a', age: '3' } as never, undefined, options))
    expect(bad.errors).toMatchObject({ name: { message: 'Too short' } })
    const good = await lazy({ name: 'Ana', age: '3' } as never, undefined, options)
    expect(good).toEqual({ values: { name: 'Ana', age: 3 }, errors: {} })
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries the load again after it failed (say, offline before the chunk was cached)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema)
    const lazy = lazyZodResolver(load)
    await expect(lazy({ name: 'Ana', age: 1 } as never, undefined, options)).rejects.toThrow('offline')
    await expect(lazy({ name: 'Ana', age: 1 } as never, undefined, options)).resolves.toMatchObject({ errors: {} })
    expect(load).toHaveBeenCalledTimes(2)
  })
})
