// Gathers the route tables of every domain. One file per domain; add one line here.
import type { Route } from '../router/types'
import { authRoutes } from './auth'
import { configRoutes } from './config'
import { variantsRoutes } from './variants'
import { userRoutes } from './user'
import { shellRoutes } from './shell'
import { tasksRoutes } from './tasks'
import { notesRoutes } from './notes'
import { contactsRoutes } from './contacts'
import { mailboxRoutes } from './mailbox'
import { chatRoutes } from './chat'
import { scrumboardRoutes } from './scrumboard'
import { fileManagerRoutes } from './file-manager'
import { inventoryRoutes } from './inventory'
import { clinicRoutes } from './clinic/routes'
import { academyRoutes } from './academy'
import { helpCenterRoutes } from './help-center'
import { dashboardsRoutes } from './dashboards'
import { activitiesRoutes } from './activities'
import { iconsRoutes } from './icons'
import { storageRoutes } from './storage'
import { supportRoutes } from './support'
import { syncRoutes } from './sync'

export const ROUTES: Route[] = [
  ...authRoutes,
  ...configRoutes,
  ...variantsRoutes,
  ...userRoutes,
  ...shellRoutes,
  ...tasksRoutes,
  ...notesRoutes,
  ...contactsRoutes,
  ...mailboxRoutes,
  ...chatRoutes,
  ...scrumboardRoutes,
  ...fileManagerRoutes,
  ...inventoryRoutes,
  ...clinicRoutes,
  ...academyRoutes,
  ...helpCenterRoutes,
  ...supportRoutes,
  ...dashboardsRoutes,
  ...activitiesRoutes,
  ...iconsRoutes,
  ...storageRoutes,
  ...syncRoutes,
]
