import type { IconName } from '@/shared/constants/common'

/** The icon names of the data (navigation, shortcuts, notifications), each drawn from a lucide icon. */
const DATA_ICONS: Record<IconName, string> = {
  home: 'house', calendar: 'calendar', 'calendar-days': 'calendar-days', 'calendar-plus': 'calendar-plus',
  'calendar-clock': 'calendar-clock', users: 'users', 'user-plus': 'user-plus', user: 'user', 'user-round': 'user-round',
  'clipboard-list': 'clipboard-list', stethoscope: 'stethoscope', wrench: 'wrench', package: 'package', tags: 'tags',
  syringe: 'syringe', 'briefcase-medical': 'briefcase-medical', shield: 'shield', 'layout-dashboard': 'layout-dashboard',
  'layout-grid': 'layout-grid', 'layout-template': 'layout-template', boxes: 'boxes', contact: 'contact', mail: 'mail',
  'message-circle': 'message-circle', 'list-checks': 'list-checks', 'sticky-note': 'sticky-note', kanban: 'kanban',
  folder: 'folder', bell: 'bell', star: 'star', settings: 'settings', info: 'info', 'life-buoy': 'life-buoy',
  'heart-pulse': 'heart-pulse', pill: 'pill', dumbbell: 'dumbbell', scissors: 'scissors', trophy: 'trophy',
  activity: 'activity', 'chart-pie': 'chart-pie', 'chart-line': 'chart-line', 'check-circle': 'circle-check',
  'alert-triangle': 'triangle-alert', 'credit-card': 'credit-card', 'file-text': 'file-text', 'book-open': 'book-open',
  whatsapp: 'message-circle-more', mechanic: 'wrench', mechanic2: 'cog', link: 'link', globe: 'globe', image: 'image',
  clock: 'clock',
}

/** What the shell itself draws: toolbar, navigation, panels and drawers. */
const SHELL_ICONS = {
  'circle-dot': 'circle-dot', x: 'x', check: 'check', 'check-check': 'check-check', 'chevron-down': 'chevron-down',
  'chevron-right': 'chevron-right', menu: 'menu', search: 'search', 'message-square': 'message-square', send: 'send',
  'arrow-left': 'arrow-left', 'refresh-cw': 'refresh-cw', 'rotate-ccw': 'rotate-ccw', sun: 'sun', moon: 'moon', 'sun-moon': 'sun-moon',
  'panel-left': 'panel-left', 'panel-right': 'panel-right', 'panel-left-close': 'panel-left-close',
  'panel-left-open': 'panel-left-open', eye: 'eye', 'trash-2': 'trash-2', pencil: 'pencil', plus: 'plus',
  'image-up': 'image-up', 'log-in': 'log-in', 'log-out': 'log-out', lock: 'lock', maximize: 'maximize', minimize: 'minimize',
} as const

/**
 * Every icon of the shell's SVG sprite, by our name, with the lucide icon it is drawn from. vite.config.ts
 * builds the sprite from this list, so the shell's icons cost no JavaScript.
 */
export const SPRITE_ICONS: Record<IconName | keyof typeof SHELL_ICONS, string> = { ...DATA_ICONS, ...SHELL_ICONS }
export type SpriteIconName = keyof typeof SPRITE_ICONS
