// Gathers the recipe registrations for panda.config.ts.
import { badge } from './badge'
import { button } from './button'
import { card } from './card'
import { input } from './input'
import { toggleChip } from './toggle-chip'

export const recipes = { badge, button, card, input, toggleChip }
