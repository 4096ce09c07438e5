import { css } from 'styled-system/css'

/** Reading styles for rich text that came from data (articles, guides, course steps): headings, lists, quotes, code. */
export const prose = css({
  color: 'fg.default',
  lineHeight: '1.75',
  maxW: '3xl',
  // Space between blocks without a sibling selector ('& > * + *' on every element would make the browser
  // restyle whole subtrees on each DOM insertion): every block keeps a bottom margin, which the flow root's
  // negative one takes back after the last.
  display: 'flow-root',
  mb: '-4',
  '& > *': { mb: '4' },
  '& h2': {
    fontSize: { base: '2xl', md: '3xl' },
    fontWeight: 'bold',
    letterSpacing: 'tight',
    lineHeight: 'tight',
    mt: '8',
    _first: { mt: 0 },
  },
  '& h3': { fontSize: 'xl', fontWeight: 'semibold', lineHeight: 'snug', mt: '8' },
  '& h4': { fontSize: 'lg', fontWeight: 'semibold', mt: '6' },
  '& .lead': { fontSize: 'lg', color: 'fg.muted' },
  '& a': { color: 'accent.text', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& strong': { fontWeight: 'semibold' },
  '& ul, & ol': { pl: '6', display: 'grid', gap: '1.5' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li::marker': { color: 'fg.subtle' },
  '& blockquote': {
    borderLeftWidth: '4px',
    borderColor: 'accent.solid',
    pl: '4',
    py: '1',
    color: 'fg.muted',
    fontStyle: 'italic',
  },
  '& code': { fontFamily: 'mono', fontSize: '0.875em', bg: 'bg.subtle', px: '1.5', py: '0.5', borderRadius: 'md' },
  '& pre': {
    fontFamily: 'mono',
    fontSize: 'sm',
    bg: 'bg.subtle',
    p: '4',
    borderRadius: 'xl',
    overflowX: 'auto',
    lineHeight: '1.6',
  },
  '& pre code': { bg: 'transparent', p: 0, fontSize: 'inherit' },
  '& hr': { borderColor: 'border.default', my: '8' },
  '& img': { borderRadius: 'xl', maxW: 'full' },
})
