// Building an Intl formatter costs far more than using one (a table's dates and prices made one per cell:
// blocking time on every list): each language and set of options is built once.
const dates = new Map<string, Intl.DateTimeFormat>()
const numbers = new Map<string, Intl.NumberFormat>()

const keyOf = (language: string, options: object | undefined) => `${language}|${JSON.stringify(options ?? {})}`

/** `new Intl.DateTimeFormat(language, options)`, shared. */
export function dateFormat(language: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(language, options)
  let format = dates.get(key)
  if (!format) dates.set(key, (format = new Intl.DateTimeFormat(language, options)))
  return format
}

/** `new Intl.NumberFormat(language, options)`, shared. */
export function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(language, options)
  let format = numbers.get(key)
  if (!format) numbers.set(key, (format = new Intl.NumberFormat(language, options)))
  return format
}
