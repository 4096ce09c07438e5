import { definePattern } from '@pandacss/dev'

// The centred column most pages put their content in: full width up to `maxW`, with the same gutters
// at every page so that titles line up when moving between them.
const pageColumn = definePattern({
  description: "A page's centred content column with the app's gutters",
  properties: { maxW: { type: 'property', value: 'maxWidth' } },
  defaultValues: { maxW: '7xl' },
  transform: ({ maxW, ...rest }) => ({
    w: 'full',
    maxW,
    mx: 'auto',
    px: { base: '4', md: '8' },
    py: { base: '6', md: '10' },
    ...rest,
  }),
})

export const patterns = { pageColumn }
