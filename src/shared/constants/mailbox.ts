/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

export const MESSAGE_LAYOUTS = ['right', 'full'] as const
export type MessageLayout = (typeof MESSAGE_LAYOUTS)[number]
/** The colours a label may take (the template's label colour set). */
export const LABEL_COLORS = [
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'indigo',
  'purple',
  'pink',
] as const
export type LabelColor = (typeof LABEL_COLORS)[number]

/** Splits "a@b.c, Name <d@e.f>" into addresses; blanks drop out. */
export const addressList = (value: string) =>
  value
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean)
