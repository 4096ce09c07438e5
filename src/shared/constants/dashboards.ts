/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

export const ICON_SETS = [
  'feather',
  'heroicons-outline',
  'heroicons-solid',
  'iconsmind',
  'material-solid',
  'material-outline',
  'material-twotone',
] as const
export type IconSetName = (typeof ICON_SETS)[number]
