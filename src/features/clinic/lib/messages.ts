import type { TFunction } from 'i18next'

/**
 * The shared schemas and the server speak English (one message for the API and the forms); the screens
 * speak the user's language. Known messages map to translated ones, numbers kept; anything unknown is
 * shown as the server wrote it.
 */
const PATTERNS: Array<[RegExp, string, (m: RegExpMatchArray) => Record<string, string>]> = [
  [/^Required$/, 'required', () => ({})],
  [/^Required for other hours$/, 'required', () => ({})],
  [/^At most (\d+) characters$/, 'maxChars', (m) => ({ n: m[1]! })],
  [/^At least (\d+) characters$/, 'minChars', (m) => ({ n: m[1]! })],
  [/^At most (\d+) days$/, 'maxDays', (m) => ({ n: m[1]! })],
  [/^At most (\d+)$/, 'max', (m) => ({ n: m[1]! })],
  [/^At least (\d+)$/, 'min', (m) => ({ n: m[1]! })],
  [/^(\d+) to (\d+) letters, digits or dashes$/, 'code', (m) => ({ min: m[1]!, max: m[2]! })],
  [/^Use the format YYYY-MM-DD$/, 'date', () => ({})],
  [/^Use the format HH:mm$/, 'time', () => ({})],
  [/^Use the format YYYY-MM-DDTHH:mm$/, 'dateTime', () => ({})],
  [/^Not a real date$/, 'date', () => ({})],
  [/^Must be a number$/, 'number', () => ({})],
  [/^Must be a whole number$/, 'whole', () => ({})],
  [/^Must be 0 or more$/, 'nonNegative', () => ({})],
  [/^Must be more than 0$/, 'positive', () => ({})],
  [/^Must not be 0$/, 'notZero', () => ({})],
  [/^Must be a multiple of 5$/, 'multipleOf5', () => ({})],
  [/^At most two decimals$/, 'decimals', () => ({})],
  [/^Too large$/, 'tooLarge', () => ({})],
  [/^Too small$/, 'tooSmall', () => ({})],
  [/^Must be a valid email address$/, 'email', () => ({})],
  [/^Use digits, spaces, dashes, an optional leading \+$/, 'phone', () => ({})],
  [/^Use a colour like/, 'color', () => ({})],
  [/^Must end after it starts$/, 'endAfterStart', () => ({})],
  [/^Must be inside the working hours$/, 'breakInside', () => ({})],
  [/^Overlaps another break$/, 'breakOverlap', () => ({})],
  [/^Weekday given twice$/, 'weekdayTwice', () => ({})],
  [/^Must not be before from$/, 'toBeforeFrom', () => ({})],
  [/^Must not be in the future$/, 'future', () => ({})],
  [/^Must be after 1900$/, 'after1900', () => ({})],
  [/^Already taken$/, 'taken', () => ({})],
  [/^One of /, 'oneOf', () => ({})],
]

export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return message
  for (const [re, key, vars] of PATTERNS) {
    const m = message.match(re)
    if (m) return t(`validation.${key}`, vars(m))
  }
  return message
}
