import { css, cva } from 'styled-system/css'

/**
 * A router link that looks like a button (the button recipe's hover waits for `:enabled`, which a link never
 * is): `solid` the page's main action, `subtle` a booking, `surface` the home's quick actions, `outline` small.
 */
export const linkButton = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    h: '10',
    px: '4',
    borderRadius: 'lg',
    fontSize: 'sm',
    fontWeight: 'semibold',
    '& svg': { w: '4', h: '4' },
  },
  variants: {
    tone: {
      solid: { bg: 'accent.solid', color: 'accent.onSolid', _hover: { bg: 'accent.solidHover' } },
      subtle: { bg: 'accent.subtle', color: 'accent.text', _hover: { bg: 'accent.muted' } },
      surface: {
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        _hover: { bg: 'bg.hover' },
        '& svg': { color: 'accent.text' },
      },
      outline: { h: '8', px: '3', borderWidth: '1px', borderColor: 'border.strong', _hover: { bg: 'bg.hover' } },
    },
  },
})

/** An appointment in a patient's list: a bordered card that is its link. */
export const appointmentCard = css({
  p: '3',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  _hover: { bg: 'bg.hover' },
})

/** A small line led by the doctor's dot (who sees the patient, and for what). */
export const doctorLine = css({ display: 'flex', alignItems: 'center', gap: '1.5', fontSize: 'xs' })

/** A small capitalised heading over a group (the actions, the history, morning and afternoon). */
export const eyebrow = css({
  fontSize: 'xs',
  fontWeight: 'semibold',
  color: 'fg.subtle',
  textTransform: 'uppercase',
  letterSpacing: 'wide',
})

/** Cards in columns: one on phones, up to four on wide screens (the catalogue, the doctors). */
export const cardGrid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
    xl: 'repeat(4, minmax(0, 1fr))',
  },
  gap: '4',
})

/** Two form fields side by side from the sm breakpoint. */
export const formGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '4',
})

/** The box of a code (a procedure's code, a product's SKU, a doctor's licence): capitals, fixed width. */
export const codeInput = css({ textTransform: 'uppercase', fontFamily: 'mono' })

/** A card: surface, border, rounded, clipped (the lists' tables, the booking's summary). */
export const cardFrame = css({
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

/** A patient's name in an appointment's row: on one line, cut short, once the row is wide enough. */
export const patientName = css({
  display: 'block',
  fontWeight: 'semibold',
  fontSize: 'sm',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: { base: 'normal', sm: 'nowrap' },
})
