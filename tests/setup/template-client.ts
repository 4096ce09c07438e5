import { expect } from 'vitest'
import type { CallOptions, Harness } from './api-harness'

/**
 * What the template-client suites share: `ok`, a call the template's client expects to succeed (its body;
 * a failure names the call and the answer's start), and `hasKeys`: the contract's fields are all there
 * (ours may add sync fields such as updatedAt and version).
 */
export const okCall =
  (harness: () => Harness) =>
  async (method: string, path: string, options: CallOptions = {}) => {
    const res = await harness().call(method, path, options)
    expect(res.status, `${method} ${path} ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200)
    return res.body
  }

export const hasKeys = (value: object, keys: string[]) =>
  expect(Object.keys(value)).toEqual(expect.arrayContaining(keys))
