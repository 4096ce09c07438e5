/**
 * The template's icon names: `namespace:name` of its icon sets (API-CONTRACT.md section 14, SPEC.md), e.g.
 * `heroicons_outline:star` or `mat_outline:account_circle`. Its clients store these in shortcuts, so the
 * API accepts them beside our own names and the page draws each through a table of lucide icons.
 */
export const TEMPLATE_ICON_NAMESPACES = [
  'heroicons_outline',
  'heroicons_solid',
  'heroicons_mini',
  'mat_outline',
  'mat_solid',
  'feather',
  'iconsmind',
] as const
export type TemplateIconNamespace = (typeof TEMPLATE_ICON_NAMESPACES)[number]
export type TemplateIconName = `${TemplateIconNamespace}:${string}`

export const TEMPLATE_ICON_PATTERN = new RegExp(`^(${TEMPLATE_ICON_NAMESPACES.join('|')}):[a-z0-9][a-z0-9_-]{0,79}$`)

export const isTemplateIconName = (value: string): value is TemplateIconName => TEMPLATE_ICON_PATTERN.test(value)
