import { describe, expect, it } from 'vitest'
import { itemWords } from './item-words'

describe('itemWords', () => {
  const turkish = itemWords('tr', (count) => `${count} dosya`)

  it('says a folder’s contents and a file’s size in the reader’s language', () => {
    expect(turkish.contents('2 files')).toBe('2 dosya')
    expect(turkish.contents('1 file')).toBe('1 dosya')
    expect(turkish.size('4.1 MB')).toBe('4,1 MB')
    expect(itemWords('es', String).size('645 KB')).toBe('645 KB')
    expect(itemWords('en', String).size('1.4 MB')).toBe('1.4 MB')
  })

  it('shows text of another form as it came', () => {
    expect(turkish.contents('empty')).toBe('empty')
    expect(turkish.size('large')).toBe('large')
  })
})
