// Gathers the clinic's route tables (one file per resource); registered with one line in ../index.ts.
import type { Route } from '../../router/types'
import { personRoutes } from './persons'
import { namedCatalogRoutes } from './named'
import { doctorRoutes } from './doctors'
import { procedureRoutes } from './procedures'
import { productRoutes } from './products'
import { blockedPeriodRoutes } from './blocked-periods'
import { slotRoutes } from './slots'
import { scheduleRoutes } from './schedules'
import { appointmentRoutes } from './appointments'
import { appointmentEventRoutes } from './appointment-events'
import { dashboardRoutes } from './dashboard'
import { meRoutes } from './me'
import { showcaseRoutes } from './showcase'

export const clinicRoutes: Route[] = [
  ...personRoutes,
  ...namedCatalogRoutes,
  ...doctorRoutes,
  ...procedureRoutes,
  ...productRoutes,
  ...blockedPeriodRoutes,
  ...slotRoutes,
  ...scheduleRoutes,
  ...appointmentRoutes,
  ...appointmentEventRoutes,
  ...dashboardRoutes,
  ...meRoutes,
  ...showcaseRoutes,
]
