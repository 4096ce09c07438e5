export interface TemplateImagePlanItem {
  path: string
  kind: 'avatar' | 'card'
  seed: number
  hair?: 'short' | 'long'
}
export const AVATAR_SIZE: number
export const CARD_WIDTH: number
export const CARD_HEIGHT: number
export const AVATAR_COUNT: number
export const CARD_COUNT: number
export function templateImagePlan(): TemplateImagePlanItem[]
export function templateImages(only?: readonly string[]): { path: string; bytes: Uint8Array }[]
