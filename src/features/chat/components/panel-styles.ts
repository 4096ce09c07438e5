import { css } from 'styled-system/css'

// The side panels of the chat (chats, new chat, profile) stack the same bands: a header, a search box, and
// the list that scrolls on its own below them.

export const panelHeader = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '5',
  h: '20',
  flexShrink: 0,
  bg: 'bg.muted',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})

export const panelSearch = css({ p: '4', borderBottomWidth: '1px', borderColor: 'border.default' })

export const panelBody = css({ flex: 1, overflowY: 'auto', minH: 0 })
