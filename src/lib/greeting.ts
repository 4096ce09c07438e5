import type { TFunction } from 'i18next'

/** The part of the day a greeting names; every page that greets uses these hours. */
export type DayPart = 'morning' | 'afternoon' | 'evening'

export const dayPart = (hour: number): DayPart => (hour < 12 ? 'morning' : hour < 19 ? 'afternoon' : 'evening')

// Courtesy titles written before a name ("Dra. Ana Venegas"): such a person is greeted by title and surname.
const TITLE = /^(dr|dra|sr|sra|srta|prof|lic|ing)\.?$/i

/**
 * How a greeting addresses someone: a titled name by title and surname, otherwise by first name ("Rocío").
 * A Spanish name ends in two surnames and a person is called by the first of them: "Dra. Daniela Venegas
 * Murillo" is "Dra. Venegas"; with one surname after the given name ("Dra. Ana Venegas") it is the last word.
 */
export function addressName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean)
  if (words.length > 1 && TITLE.test(words[0]!)) return `${words[0]} ${words.at(words.length >= 4 ? -2 : -1)}`
  return words[0] ?? ''
}

/** "Buenas tardes, Dra. Venegas": the one greeting of the app, by the hour of `at`. */
export function greeting(t: TFunction, fullName: string, at: Date = new Date()): string {
  const name = addressName(fullName)
  const part = dayPart(at.getHours())
  return name ? t(`common:greeting.${part}`, { name }) : t(`common:greeting.${part}Alone`)
}
