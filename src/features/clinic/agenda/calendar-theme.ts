import { css } from 'styled-system/css'

/**
 * react-big-calendar restyled with the app's colour roles, so it follows light and dark and the palette:
 * its stock greys and blues are replaced, events are drawn by our own component (doctor colours).
 */
export const calendarTheme = css({
  h: 'full',
  '& .rbc-calendar': { fontFamily: 'inherit', color: 'fg.default', fontSize: 'sm' },
  '& .rbc-time-view, & .rbc-month-view, & .rbc-agenda-view': {
    borderColor: 'border.default',
    borderRadius: 'xl',
    overflow: 'hidden',
    bg: 'bg.surface',
  },
  '& .rbc-time-view *, & .rbc-month-view *': { borderColor: 'border.default' },
  '& .rbc-header': {
    py: '2',
    px: '1',
    fontWeight: 'semibold',
    fontSize: 'xs',
    color: 'fg.muted',
    borderColor: 'border.default',
    textTransform: 'capitalize',
    whiteSpace: 'normal',
  },
  '& .rbc-header .rbc-button-link': { color: 'inherit' },
  '& .rbc-time-header': { bg: 'bg.muted' },
  '& .rbc-time-header-content': { borderColor: 'border.default' },
  '& .rbc-row-resource .rbc-header': { color: 'fg.default', fontSize: 'xs', borderBottomWidth: '1px' },
  '& .rbc-allday-cell': { display: 'none' },
  // Doctor columns keep a readable width (eight fit beside the menu at 1440 px); more scroll sideways
  // under the sticky time column, and the board says so.
  '& .rbc-time-view-resources .rbc-day-slot': { minW: '[7.5rem]' },
  '& .rbc-time-view-resources .rbc-header, & .rbc-time-view-resources .rbc-day-bg': { w: '[7.5rem]' },
  '& .rbc-time-header-gutter, & .rbc-time-gutter': {
    bg: 'bg.muted',
    color: 'fg.subtle',
    fontSize: 'xs',
    fontVariantNumeric: 'tabular-nums',
  },
  '& .rbc-time-content': { borderTopWidth: '1px', borderColor: 'border.default' },
  '& .rbc-timeslot-group': { minH: '24', borderColor: 'border.default' },
  '& .rbc-day-slot .rbc-time-slot': {
    borderTopColor: 'color-mix(in srgb, var(--colors-border-default) 45%, transparent)',
  },
  '& .rbc-label': { px: '2' },
  '& .rbc-today': { bg: 'color-mix(in srgb, var(--colors-accent-subtle) 55%, transparent)' },
  '& .rbc-off-range-bg': { bg: 'bg.muted' },
  '& .rbc-day-bg + .rbc-day-bg, & .rbc-month-row + .rbc-month-row': { borderColor: 'border.default' },
  '& .rbc-current-time-indicator': { bg: 'danger.solid', h: '2px' },
  '& .rbc-slot-selection': { bg: 'accent.muted', color: 'accent.text', borderRadius: 'md' },
  // Times outside the doctor's generated schedule (breaks, off hours): hatched, still droppable.
  '& .slot-off': {
    backgroundImage:
      'repeating-linear-gradient(135deg, transparent 0 6px, color-mix(in srgb, var(--colors-fg-subtle) 12%, transparent) 6px 7px)',
  },
  '& .rbc-day-slot .rbc-events-container': { mr: '1' },
  '& .rbc-event, & .rbc-day-slot .rbc-background-event': {
    p: '0',
    border: 'none !important',
    bg: 'transparent',
    borderRadius: 'md',
    overflow: 'hidden',
    boxShadow: 'none',
    outline: 'none',
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '1px' },
  },
  '& .rbc-event.rbc-selected': { bg: 'transparent' },
  '& .rbc-event-label': { display: 'none' },
  '& .rbc-event-content': { h: 'full' },
  '& .rbc-day-slot .rbc-event': { minH: '4' },
  '& .rbc-addons-dnd .rbc-addons-dnd-row-body': { position: 'relative' },
  '& .rbc-addons-dnd-drag-preview': { opacity: 0.85 },
  '& .rbc-addons-dnd .rbc-addons-dnd-dragged-event': { opacity: 0.35 },
  '& .rbc-addons-dnd .rbc-event:not(.rbc-addons-dnd-dragged-event)': { transition: 'opacity 150ms' },
  '& .rbc-show-more': { color: 'accent.text', bg: 'transparent' },
  '& .rbc-agenda-view table.rbc-agenda-table': { borderColor: 'border.default' },
})
