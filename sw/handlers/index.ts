// Gathers the route tables of every domain. One file per domain; add one line here.
import type { Route } from '../router/types'
import { authRoutes } from './auth'
import { configRoutes } from './config'
import { variantsRoutes } from './variants'
import { userRoutes } from './user'
import { commonRoutes } from './common'
import { tasksRoutes } from './tasks'
import { notesRoutes } from './notes'
import { contactsRoutes } from './contacts'
import { mailboxRoutes } from './mailbox'
import { chatRoutes } from './chat'
import { scrumboardRoutes } from './scrumboard'
import { fileManagerRoutes } from './file-manager'
import { inventoryRoutes } from './inventory'
import { clinicRoutes } from './clinic/routes'

export const ROUTES: Route[] = [...authRoutes, ...configRoutes, ...variantsRoutes, ...userRoutes, ...commonRoutes, ...tasksRoutes, ...notesRoutes, ...contactsRoutes, ...mailboxRoutes, ...chatRoutes, ...scrumboardRoutes, ...fileManagerRoutes, ...inventoryRoutes, ...clinicRoutes]
