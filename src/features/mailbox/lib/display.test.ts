import { describe, expect, it } from 'vitest'
import { fileSize, listDate, parseContact, plainText, textToHtml } from './display'

describe('mailbox display helpers', () => {
  it('splits a contact into name and address', () => {
    expect(parseContact('Ana Li <ana@x.io>')).toEqual({ name: 'Ana Li', email: 'ana@x.io' })
    expect(parseContact('<ana@x.io>')).toEqual({ name: 'ana@x.io', email: 'ana@x.io' })
    expect(parseContact('ana@x.io')).toEqual({ name: 'ana@x.io', email: 'ana@x.io' })
  })
  it('previews HTML as plain text', () => {
    expect(plainText('<p>Hi&nbsp;<b>Bo</b></p><p>a &amp; b</p>')).toBe('Hi Bo a & b')
  })
  it('escapes composed text into paragraphs', () => {
    expect(textToHtml('Hi <b>\n\nline1\nline2')).toBe('<p>Hi &lt;b&gt;</p><p>line1<br>line2</p>')
  })
  it('shows the time for today and the day otherwise', () => {
    const now = new Date(2024, 4, 10, 15, 0)
    expect(listDate(new Date(2024, 4, 10, 9, 5).toISOString(), 'en', now)).toBe('09:05')
    expect(listDate(new Date(2024, 3, 2, 9, 5).toISOString(), 'en', now)).toBe('Apr 2')
    expect(listDate(new Date(2023, 3, 2).toISOString(), 'en', now)).toBe('Apr 2, 2023')
  })
  it('formats sizes', () => {
    expect(fileSize(243449)).toBe('238 KB')
    expect(fileSize(2_400_000)).toBe('2.3 MB')
  })
})
