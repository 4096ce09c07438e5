import { ICON_NAMES, type IconName } from '@/shared/constants/common'
import { isTemplateIconName } from '@/shared/constants/template-icons'

/**
 * The template's icon names (the part after the namespace, `_` read as `-`) drawn with the icons the app
 * ships. Heroicons and material name the same picture differently, so both spellings are listed.
 */
const TABLE: Partial<Record<IconName, readonly string[]>> = {
  star: ['star', 'star-border', 'grade'],
  calendar: ['calendar', 'calendar-days', 'calendar-today', 'event', 'today', 'date-range'],
  mail: ['mail', 'envelope', 'envelope-open', 'inbox', 'email', 'mail-outline', 'inbox-in'],
  users: ['user-group', 'users', 'group', 'groups', 'people', 'user-friends', 'supervisor-account'],
  user: ['user', 'user-circle', 'person', 'account-circle', 'face', 'identification'],
  'user-plus': ['user-add', 'user-plus', 'person-add'],
  'message-circle': [
    'chat',
    'chat-alt',
    'chat-alt-2',
    'chat-bubble',
    'chat-bubble-left',
    'chat-bubble-left-right',
    'chat-bubble-oval-left',
    'chat-bubble-oval-left-ellipsis',
    'message',
    'forum',
    'message-circle',
    'message-square',
  ],
  'check-circle': ['check-circle', 'badge-check', 'task-alt', 'check-circle-outline', 'check-badge'],
  'clipboard-list': [
    'clipboard-list',
    'clipboard-document-list',
    'clipboard-check',
    'clipboard',
    'assignment',
    'checklist',
  ],
  'list-checks': ['check', 'list', 'list-bullet', 'queue-list', 'view-list', 'format-list-bulleted', 'check-square'],
  home: ['home', 'house', 'home-modern'],
  settings: [
    'cog',
    'cog-6-tooth',
    'cog-8-tooth',
    'settings',
    'adjustments',
    'adjustments-horizontal',
    'tune',
    'sliders',
  ],
  bell: ['bell', 'bell-alert', 'notifications', 'notifications-active'],
  folder: ['folder', 'folder-open', 'archive', 'archive-box'],
  'file-text': ['document', 'document-text', 'description', 'article', 'file-text', 'file', 'document-duplicate'],
  'book-open': ['academic-cap', 'book-open', 'school', 'menu-book', 'library-books', 'book'],
  package: ['shopping-cart', 'shopping-bag', 'cube', 'inventory', 'inventory-2', 'package', 'box'],
  tags: ['tag', 'label', 'local-offer', 'tags', 'bookmark'],
  'chart-pie': ['chart-pie', 'pie-chart', 'donut-large'],
  'chart-line': [
    'chart-bar',
    'chart-square-bar',
    'presentation-chart-line',
    'presentation-chart-bar',
    'trending-up',
    'arrow-trending-up',
    'show-chart',
    'insights',
    'bar-chart-2',
    'bar-chart',
  ],
  'credit-card': [
    'credit-card',
    'payment',
    'payments',
    'banknotes',
    'cash',
    'currency-dollar',
    'dollar-sign',
    'receipt-percent',
  ],
  clock: ['clock', 'schedule', 'access-time', 'history', 'watch'],
  globe: ['globe', 'globe-alt', 'globe-americas', 'language', 'public', 'translate'],
  link: ['link', 'link-2', 'external-link', 'arrow-top-right-on-square', 'open-in-new'],
  image: ['photograph', 'photo', 'image', 'camera', 'collections'],
  shield: ['shield-check', 'shield-exclamation', 'shield', 'security', 'lock-closed', 'lock'],
  info: ['information-circle', 'info', 'question-mark-circle', 'help'],
  'alert-triangle': [
    'exclamation',
    'exclamation-triangle',
    'exclamation-circle',
    'warning',
    'report-problem',
    'alert-triangle',
  ],
  'heart-pulse': ['heart', 'favorite', 'favorite-border', 'monitor-heart'],
  'life-buoy': ['support', 'lifebuoy', 'life-buoy', 'support-agent'],
  'layout-grid': ['view-grid', 'squares-2x2', 'apps', 'grid', 'view-grid-add', 'squares-plus'],
  'layout-dashboard': ['dashboard', 'desktop-computer', 'computer-desktop', 'chart-square', 'monitor'],
  'layout-template': ['template', 'view-boards', 'rectangle-group', 'layout'],
  kanban: ['view-columns', 'view-kanban', 'view-week', 'columns'],
  'sticky-note': ['pencil-alt', 'pencil', 'pencil-square', 'note', 'sticky-note', 'edit-note', 'annotation', 'edit'],
  activity: ['activity', 'lightning-bolt', 'bolt', 'pulse', 'fire'],
  wrench: ['wrench', 'wrench-screwdriver', 'build', 'tool'],
  'briefcase-medical': ['briefcase', 'work'],
  contact: ['contacts', 'contact-page', 'book-contacts'],
  scissors: ['scissors', 'content-cut'],
  trophy: ['trophy', 'emoji-events', 'award'],
}

const BY_TEMPLATE_NAME = new Map<string, IconName>(
  (Object.entries(TABLE) as [IconName, readonly string[]][]).flatMap(([ours, names]) =>
    names.map((n) => [n, ours] as const),
  ),
)

const isOurs = (name: string): name is IconName => (ICON_NAMES as readonly string[]).includes(name)

/**
 * The icon to draw for a name from data: one of ours as it is, a template name through the table, and
 * `fallback` for a template name the table lacks (or anything else).
 */
export function iconFor(name: string | undefined, fallback: IconName): IconName {
  if (!name) return fallback
  if (isOurs(name)) return name
  if (!isTemplateIconName(name)) return fallback
  const base = name.slice(name.indexOf(':') + 1).replaceAll('_', '-')
  return BY_TEMPLATE_NAME.get(base) ?? fallback
}
