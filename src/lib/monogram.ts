// A picture's stand-in when there is none: the name's first letters on a colour the name always gets.

/** The first letters of the first two words, in capitals. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('')

/** One of `palette`, the same for the same name on every device (a string hash, not a random pick). */
export const colourOf = (name: string, palette: readonly string[]) =>
  palette[[...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % palette.length]

/** What a picture-or-initials component takes: the picture's address when there is one, its size in px. */
export type MonogramProps = { name: string; src?: string | null; size?: number; className?: string }
