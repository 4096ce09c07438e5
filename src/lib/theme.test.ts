import { describe, expect, it } from 'vitest'
import { DEFAULT_LAYOUT, DEFAULT_SCHEME, LAYOUTS, appliedScheme, isLayout, isScheme, resolveLayout } from './theme'

describe('layout resolution', () => {
  it('takes the query parameter first, then the route, then the user, then classy', () => {
    expect(resolveLayout({ query: 'thin', route: 'empty', user: 'modern' })).toBe('thin')
    expect(resolveLayout({ route: 'empty', user: 'modern' })).toBe('empty')
    expect(resolveLayout({ user: 'modern' })).toBe('modern')
    expect(resolveLayout({})).toBe('classy')
    expect(DEFAULT_LAYOUT).toBe('classy')
  })

  it('skips names that are not layouts', () => {
    expect(resolveLayout({ query: 'nope', route: 42, user: 'dense' })).toBe('dense')
    expect(isLayout('futuristic')).toBe(true)
    expect(isLayout('Futuristic')).toBe(false)
    expect(LAYOUTS).toHaveLength(11)
  })
})

describe('colour scheme', () => {
  it('follows the system on auto, and a fixed choice regardless of it', () => {
    expect(appliedScheme('auto', false)).toBe('light')
    expect(appliedScheme('auto', true)).toBe('dark')
    expect(appliedScheme('light', true)).toBe('light')
    expect(appliedScheme('dark', false)).toBe('dark')
  })

  it('follows the system on a device where nobody has chosen', () => {
    expect(DEFAULT_SCHEME).toBe('auto')
    expect(isScheme('auto')).toBe(true)
    expect(isScheme('system')).toBe(false)
  })
})
