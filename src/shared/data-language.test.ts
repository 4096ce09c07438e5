import { describe, expect, it } from 'vitest'
import { dataLanguageOf, editLocalized, localized } from './data-language'

describe('dataLanguageOf', () => {
  it.each([
    [null, 'en'],
    ['', 'en'],
    ['tr', 'tr'],
    ['es-ES,es;q=0.9,en;q=0.8', 'es'],
    ['de-DE,tr;q=0.7,en;q=0.5', 'tr'],
    ['en;q=0.4, es;q=0.8', 'es'],
    ['fr, de', 'en'],
    ['es;q=0, tr', 'tr'],
  ])('reads %j as %s', (header, language) => {
    expect(dataLanguageOf(header)).toBe(language)
  })
})

describe('localized', () => {
  const row = {
    id: 'g1',
    title: 'Book an appointment',
    subtitle: 'Step by step',
    i18n: { es: { title: 'Agendar una cita' } },
  }
  it('answers the language’s texts and keeps the English of fields it lacks', () => {
    expect(localized(row, 'es')).toMatchObject({ id: 'g1', title: 'Agendar una cita', subtitle: 'Step by step' })
  })
  it('answers the row itself in English and in a language it has no texts for', () => {
    expect(localized(row, 'en').title).toBe('Book an appointment')
    expect(localized(row, 'tr').title).toBe('Book an appointment')
  })
})

describe('editLocalized', () => {
  const row = { title: 'Low stock', read: false, i18n: { es: { title: 'Stock bajo' }, tr: { title: 'Düşük stok' } } }

  it('keeps the texts and their translations when the item comes back as it was shown', () => {
    expect(editLocalized(row, { title: 'Stock bajo', read: true }, 'es')).toEqual({ ...row, read: true })
  })

  it('makes a changed text the user’s own in every language', () => {
    const edited = editLocalized(row, { title: 'Guantes M' }, 'es')
    expect(edited.title).toBe('Guantes M')
    expect(localized(edited, 'tr').title).toBe('Guantes M')
    expect(localized(edited, 'en').title).toBe('Guantes M')
  })
})
