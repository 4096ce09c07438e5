import { defineTextStyles } from '@pandacss/dev'

export const textStyles = defineTextStyles({
  // The small capitals above a group of things: a section of a form or a panel, a group of menu entries or
  // search results. Each place gives its own colour and spacing.
  overline: {
    value: { fontSize: 'xs', fontWeight: 'bold', textTransform: 'uppercase', letterSpacing: 'wider' },
  },
})
