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
