/** Values shared by the schemas and the UI, kept free of zod so that a page that only shows them does not load the validator. */

/**
 * The icon names the shell understands (navigation items, shortcuts, notifications). The page maps each
 * to a lucide icon in one place (src/components/layout/icons.tsx); the server only accepts these names.
 */
export const ICON_NAMES = [
  'home', 'calendar', 'calendar-days', 'calendar-plus', 'calendar-clock', 'users', 'user-plus', 'user', 'user-round',
  'clipboard-list', 'stethoscope', 'wrench', 'package', 'tags', 'syringe', 'briefcase-medical', 'shield',
  'layout-dashboard', 'layout-grid', 'layout-template', 'boxes', 'contact', 'mail', 'message-circle', 'list-checks',
  'sticky-note', 'kanban', 'folder', 'bell', 'star', 'settings', 'info', 'life-buoy', 'heart-pulse', 'pill',
  'dumbbell', 'scissors', 'trophy', 'activity', 'chart-pie', 'chart-line', 'check-circle', 'alert-triangle',
  'credit-card', 'file-text', 'book-open', 'whatsapp', 'mechanic', 'mechanic2', 'link', 'globe', 'image', 'clock',
] as const
export type IconName = (typeof ICON_NAMES)[number]
