import { describe, expect, it } from 'vitest'
import { date, flag, id, int, oneOf, searchParams, text, withDefault } from './search-params'

describe('searchParams', () => {
  const validate = searchParams({ q: text(5), page: withDefault(int(1), 1), view: oneOf(['grid', 'list']), edit: flag })

  it('keeps valid values and drops unknown keys', () => {
    expect(validate({ q: 'abc', page: 3, view: 'list', edit: true, extra: 'x' } as never)).toEqual({
      q: 'abc',
      page: 3,
      view: 'list',
      edit: true,
    })
  })

  it('falls back per field instead of failing the navigation', () => {
    expect(validate({ q: 'too long', page: 0, view: 'table', edit: 'yes' } as never)).toEqual({ page: 1 })
    expect(validate({} as never)).toEqual({ page: 1 })
  })

  it('leaves a fallen-back optional value out of the object', () => {
    expect(Object.keys(validate({ q: 42n } as never))).toEqual(['page'])
  })
})

describe('parameters', () => {
  it('text takes back a number the router decoded from the URL', () => {
    expect(text()(12)).toBe('12')
    expect(text()(null)).toBeUndefined()
    expect(text(10, { trim: true })('  a@b.co ')).toBe('a@b.co')
    expect(text(10, { pattern: /^[a-z]+$/ })('ab1')).toBeUndefined()
  })

  it('id is 1 to 64 characters', () => {
    expect(id('')).toBeUndefined()
    expect(id('x'.repeat(64))).toHaveLength(64)
    expect(id('x'.repeat(65))).toBeUndefined()
  })

  it('date is YYYY-MM-DD', () => {
    expect(date('2026-11-22')).toBe('2026-11-22')
    expect(date('22/11/2026')).toBeUndefined()
  })

  it('int is a whole number within bounds', () => {
    expect(int(1, 100)(1)).toBe(1)
    expect(int(1, 100)(100)).toBe(100)
    expect(int(1, 100)(0)).toBeUndefined()
    expect(int(1, 100)(101)).toBeUndefined()
    expect(int()(1.5)).toBeUndefined()
    expect(int()('2')).toBeUndefined()
  })

  it('oneOf and flag accept only their values', () => {
    expect(oneOf([10, 25])(25)).toBe(25)
    expect(oneOf([10, 25])('25')).toBeUndefined()
    expect(flag(false)).toBe(false)
    expect(flag('false')).toBeUndefined()
  })
})
