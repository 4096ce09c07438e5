import { css } from 'styled-system/css'

/** A router link that looks like the solid button. */
export const solidLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  h: '10',
  px: '4',
  borderRadius: 'lg',
  fontSize: 'sm',
  fontWeight: 'semibold',
  bg: 'accent.solid',
  color: 'accent.onSolid',
  _hover: { bg: 'accent.solidHover' },
  '& svg': { w: '4', h: '4' },
})

/** Two form fields side by side from the sm breakpoint. */
export const formGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
})

/** A table card: surface, border, rounded, clipped. */
export const tableCard = css({
  bg: 'bg.surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'xs',
  overflow: 'hidden',
})

export const toolbarRow = css({
  p: '4',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  alignItems: 'flex-end',
})

export const activePill = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'success.subtle',
  color: 'success.text',
  whiteSpace: 'nowrap',
})
export const inactivePill = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
})

/** A row of a small maintenance list (specialties, holidays): its text, then its buttons. */
export const recordRow = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '5',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: 0 },
})

/** What a small list says when it has no rows. */
export const emptyLine = css({ p: '5', fontSize: 'sm', color: 'fg.muted' })
