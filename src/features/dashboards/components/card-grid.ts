import { css } from 'styled-system/css'

/** The grid a dashboard's panels stand in: one column, three from large screens (a panel may span more). */
export const cardGrid = css({
  display: 'grid',
  gap: { base: '5', md: '6' },
  gridTemplateColumns: { base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
})
