export const globalCss = {
  'html, body': {
    bg: 'bg.canvas',
    color: 'fg.default',
    fontFamily: 'body',
    WebkitFontSmoothing: 'antialiased',
    lineHeight: '1.5',
  },
  html: { colorScheme: 'light' },
  'html.dark': { colorScheme: 'dark' },
  '#root': { minHeight: '100dvh' },
  ':focus-visible': { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
  '.sr-only': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: 0,
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0,0,0,0)',
    whiteSpace: 'nowrap',
    borderWidth: 0,
  },
}
