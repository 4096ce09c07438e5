/**
 * Text that comes from data (help-center FAQs and guides) follows the reader's language: rows keep their
 * English text in the contract's fields and the other languages under `i18n`, and handlers answer the fields
 * in the language of the request's `Accept-Language` (the page sends its chosen language; a template client
 * sends its browser's). The answer's shape never changes: `i18n` is not sent.
 */
export const DATA_LANGUAGES = ['en', 'es', 'tr'] as const
export type DataLanguage = (typeof DATA_LANGUAGES)[number]

export type Translations<T> = Partial<Record<Exclude<DataLanguage, 'en'>, Partial<T>>>

/** The first language of an `Accept-Language` value (by its q weights) that the data has; English otherwise. */
export function dataLanguageOf(header: string | null | undefined): DataLanguage {
  if (!header) return 'en'
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const found = ranked.find((entry) => (DATA_LANGUAGES as readonly string[]).includes(entry.primary))
  return (found?.primary as DataLanguage | undefined) ?? 'en'
}

/** The row with its texts in `language` where it has them (English, the row's own fields, otherwise). */
export function localized<T extends object>(row: T & { i18n?: Translations<T> }, language: DataLanguage): T {
  const texts = language === 'en' ? undefined : row.i18n?.[language]
  return texts ? { ...row, ...texts } : row
}

/**
 * A stored row after a client's change, the change made against the row as shown in `language`: a text sent
 * back as it was shown keeps the row's text and translations (the template's clients send an item back whole,
 * to mark it read); a changed text is the user's own words, in every language, so its translations go.
 */
export function editLocalized<T extends object>(
  stored: T & { i18n?: Translations<T> },
  changes: Partial<T>,
  language: DataLanguage,
): T & { i18n?: Translations<T> } {
  const shown = localized(stored, language)
  const edited: T & { i18n?: Translations<T> } = { ...stored }
  let i18n = stored.i18n
  for (const key of Object.keys(changes) as Array<keyof T>) {
    if (key === 'i18n' || changes[key] === undefined || changes[key] === shown[key]) continue
    edited[key] = changes[key] as T[keyof T]
    if (i18n)
      i18n = Object.fromEntries(
        Object.entries(i18n).map(([lang, texts]) => {
          const { [key]: _dropped, ...rest } = texts as Partial<T>
          return [lang, rest]
        }),
      ) as Translations<T>
  }
  return i18n ? { ...edited, i18n } : edited
}
