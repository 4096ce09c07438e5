import type { Role } from '@/shared/schemas/auth'
import { mayOpen } from '@/shared/access'
import type { NavItemData, NavigationData } from '@/shared/schemas/shell'

const STAFF: Role[] = ['admin', 'reception', 'doctor']
const FRONT_DESK: Role[] = ['admin', 'reception']
const ADMIN: Role[] = ['admin']

/**
 * Gives every item the key its texts have in the page's `navigation` namespace (the template's `translation`
 * field): the page shows `<key>.title`, `.subtitle` and `.tooltip` in the chosen language and falls back to
 * the texts here, which stay the template's Spanish for clients that do not translate.
 */
function withTranslationKeys(items: NavItemData[]): NavItemData[] {
  return items.map((item) => ({
    ...item,
    translation: item.translation ?? item.id.replaceAll('.', '_'),
    ...(item.children ? { children: withTranslationKeys(item.children) } : {}),
  }))
}

/** The clinic menu (SPEC.md section 2) and the work apps; each item says which roles may see it. */
export const DEFAULT_NAVIGATION: NavItemData[] = withTranslationKeys([
  {
    id: 'clinica',
    title: 'Clínica',
    subtitle: 'Agendas, clientes y servicios',
    type: 'group',
    icon: 'heart-pulse',
    children: [
      { id: 'inicio', title: 'Inicio', type: 'basic', icon: 'home', link: '/medical/home' },
      {
        id: 'agendas',
        title: 'Agendas',
        type: 'collapsable',
        icon: 'calendar',
        link: '/medical/agendas',
        children: [
          {
            id: 'agendas.general',
            title: 'Agenda general',
            type: 'basic',
            icon: 'calendar-days',
            link: '/medical/general-agenda',
            roles: STAFF,
          },
          {
            id: 'agendas.mine',
            title: 'Mi agenda',
            type: 'basic',
            icon: 'calendar-clock',
            link: '/medical/my-agenda',
            roles: ['doctor', 'admin'],
          },
          // Who may book is the access matrix's page rule (PAGE_ROLES): doctors may not.
          {
            id: 'agendas.book',
            title: 'Agendar cita',
            type: 'basic',
            icon: 'calendar-plus',
            link: '/medical/envio-medical/0',
          },
        ],
      },
      {
        id: 'clientes',
        title: 'Clientes',
        type: 'collapsable',
        icon: 'users',
        link: '/persons',
        roles: FRONT_DESK,
        children: [
          {
            id: 'clientes.list',
            title: 'Lista',
            type: 'basic',
            icon: 'clipboard-list',
            link: '/persons/list-persons',
            roles: FRONT_DESK,
          },
          {
            id: 'clientes.add',
            title: 'Agregar',
            type: 'basic',
            icon: 'user-plus',
            link: '/persons/add-persons/0',
            roles: FRONT_DESK,
          },
        ],
      },
      { id: 'servicios', title: 'Servicios', type: 'basic', icon: 'stethoscope', link: '/medical/list-procedures' },
    ],
  },
  {
    id: 'administracion',
    title: 'Administración',
    subtitle: 'Mantenimiento y horarios',
    type: 'group',
    icon: 'shield',
    roles: ADMIN,
    children: [
      {
        id: 'mantenimiento',
        title: 'Mantenimiento',
        type: 'collapsable',
        icon: 'wrench',
        roles: ADMIN,
        children: [
          {
            id: 'mantenimiento.productos',
            title: 'Productos',
            type: 'basic',
            icon: 'package',
            link: '/maintenance/admin-products',
            roles: ADMIN,
          },
          {
            id: 'mantenimiento.categorias',
            title: 'Categorías',
            type: 'basic',
            icon: 'tags',
            link: '/maintenance/admin-categories',
            roles: ADMIN,
          },
          {
            id: 'mantenimiento.procedimientos',
            title: 'Procedimientos',
            type: 'basic',
            icon: 'syringe',
            link: '/maintenance/admin-procedures',
            roles: ADMIN,
          },
          {
            id: 'mantenimiento.doctores',
            title: 'Doctores',
            type: 'basic',
            icon: 'briefcase-medical',
            link: '/maintenance/admin-doctors',
            roles: ADMIN,
          },
        ],
      },
      {
        id: 'administracion.horarios',
        title: 'Generar horarios',
        type: 'basic',
        icon: 'calendar-clock',
        link: '/medical/generate-events',
        roles: ADMIN,
      },
    ],
  },
  { id: 'divider-1', type: 'divider' },
  {
    id: 'apps',
    title: 'Apps',
    subtitle: 'Herramientas de trabajo',
    type: 'group',
    icon: 'layout-grid',
    children: [
      { id: 'apps.inventory', title: 'Inventory', type: 'basic', icon: 'boxes', link: '/apps/ecommerce/inventory' },
      { id: 'apps.contacts', title: 'Contacts', type: 'basic', icon: 'contact', link: '/apps/contacts' },
      { id: 'apps.mailbox', title: 'Mailbox', type: 'basic', icon: 'mail', link: '/apps/mailbox' },
      { id: 'apps.chat', title: 'Chat', type: 'basic', icon: 'message-circle', link: '/apps/chat' },
      { id: 'apps.tasks', title: 'Tasks', type: 'basic', icon: 'list-checks', link: '/apps/tasks' },
      { id: 'apps.notes', title: 'Notes', type: 'basic', icon: 'sticky-note', link: '/apps/notes' },
      { id: 'apps.scrumboard', title: 'Scrumboard', type: 'basic', icon: 'kanban', link: '/apps/scrumboard' },
      { id: 'apps.file-manager', title: 'File manager', type: 'basic', icon: 'folder', link: '/apps/file-manager' },
      { id: 'apps.academy', title: 'Academy', type: 'basic', icon: 'book-open', link: '/apps/academy' },
      { id: 'apps.help-center', title: 'Help center', type: 'basic', icon: 'life-buoy', link: '/apps/help-center' },
    ],
  },
  {
    id: 'paneles',
    title: 'Paneles',
    subtitle: 'Indicadores y páginas',
    type: 'group',
    icon: 'layout-dashboard',
    children: [
      { id: 'paneles.analytics', title: 'Analytics', type: 'basic', icon: 'chart-line', link: '/dashboards/analytics' },
      { id: 'paneles.project', title: 'Project', type: 'basic', icon: 'clipboard-list', link: '/dashboards/project' },
      { id: 'paneles.finance', title: 'Finance', type: 'basic', icon: 'credit-card', link: '/dashboards/finance' },
      { id: 'paneles.crypto', title: 'Crypto', type: 'basic', icon: 'chart-pie', link: '/dashboards/crypto' },
      { id: 'paneles.activities', title: 'Activities', type: 'basic', icon: 'activity', link: '/pages/activities' },
      { id: 'paneles.icons', title: 'Icons', type: 'basic', icon: 'image', link: '/ui/icons' },
    ],
  },
  { id: 'divider-2', type: 'divider' },
  { id: 'spacer', type: 'spacer' },
  {
    id: 'layouts',
    title: 'Diseños',
    subtitle: 'Los once diseños del panel',
    type: 'basic',
    icon: 'layout-template',
    link: '/example',
  },
  {
    id: 'soporte',
    title: 'Soporte',
    subtitle: 'Escríbenos por WhatsApp',
    type: 'basic',
    icon: 'whatsapp',
    link: 'https://wa.me/',
    externalLink: true,
    target: '_blank',
    tooltip: 'Se abre en una pestaña nueva',
  },
])

const EXAMPLE: NavItemData = {
  translation: 'example',
  id: 'example',
  title: 'Diseños',
  type: 'basic',
  icon: 'layout-template',
  link: '/example',
  tooltip: 'Los once diseños del panel',
}

/** Short top-level menus; the children of each come from the default item with the same id. */
const COMPACT: NavItemData[] = withTranslationKeys([
  EXAMPLE,
  { id: 'clinica', title: 'Clínica', type: 'aside', icon: 'heart-pulse', tooltip: 'Clínica' },
  {
    id: 'administracion',
    title: 'Admin',
    type: 'aside',
    icon: 'shield',
    tooltip: 'Administración',
    translation: 'administracion_short',
  },
  { id: 'apps', title: 'Apps', type: 'aside', icon: 'layout-grid', tooltip: 'Apps' },
])
const FUTURISTIC: NavItemData[] = withTranslationKeys([
  EXAMPLE,
  { id: 'clinica', title: 'Clínica', type: 'group', icon: 'heart-pulse' },
  { id: 'administracion', title: 'Administración', type: 'group', icon: 'shield' },
  { id: 'apps', title: 'Apps', type: 'group', icon: 'layout-grid' },
])
const HORIZONTAL: NavItemData[] = withTranslationKeys([
  EXAMPLE,
  { id: 'clinica', title: 'Clínica', type: 'group', icon: 'heart-pulse' },
  { id: 'administracion', title: 'Administración', type: 'group', icon: 'shield' },
  { id: 'apps', title: 'Apps', type: 'group', icon: 'layout-grid' },
])

function findById(items: NavItemData[], id: string): NavItemData | undefined {
  for (const item of items) {
    if (item.id === id) return item
    const inner = item.children && findById(item.children, id)
    if (inner) return inner
  }
  return undefined
}

const clone = <T>(value: T): T => structuredClone(value)

function withDefaultChildren(items: NavItemData[]): NavItemData[] {
  return items.map((item) => {
    const source = findById(DEFAULT_NAVIGATION, item.id)
    return source?.children && item.id !== EXAMPLE.id
      ? { ...clone(item), children: clone(source.children) }
      : clone(item)
  })
}

const CONTAINERS = new Set(['group', 'collapsable', 'aside'])

/**
 * Leaves out what `role` may not see (an item's own `roles`, and links to apps the access matrix keeps from
 * the role), and containers that end up with nothing to show.
 */
export function filterByRole(items: NavItemData[], role: Role): NavItemData[] {
  const out: NavItemData[] = []
  for (const item of items) {
    if (item.roles && !item.roles.includes(role)) continue
    if (item.link && item.type !== 'collapsable' && !mayOpen(role, item.link)) continue
    if (item.children) {
      const children = filterByRole(item.children, role)
      if (CONTAINERS.has(item.type) && children.length === 0) continue
      out.push({ ...item, children })
    } else out.push(item)
  }
  // A divider with nothing after it (or before it) only adds a line.
  return out.filter(
    (item, i) => item.type !== 'divider' || (i > 0 && out[i - 1]?.type !== 'divider' && i < out.length - 1),
  )
}

export function navigationFor(role: Role): NavigationData {
  return {
    compact: filterByRole(withDefaultChildren(COMPACT), role),
    default: filterByRole(clone(DEFAULT_NAVIGATION), role),
    futuristic: filterByRole(withDefaultChildren(FUTURISTIC), role),
    horizontal: filterByRole(withDefaultChildren(HORIZONTAL), role),
  }
}

/** The `basic` items of a tree, depth first, through groups, collapsables and asides (search's pages). */
export function flattenBasic(items: NavItemData[]): NavItemData[] {
  return items.flatMap((item) => {
    if (item.type === 'basic') return [item]
    return item.children ? flattenBasic(item.children) : []
  })
}
