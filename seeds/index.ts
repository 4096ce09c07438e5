// Gathers the seeders of every domain, in the order they run. One file per domain; add one line here.
import { coreSeeder } from './core'
import { variantsSeeder } from './variants'
import { shellSeeder } from './shell'
import { tasksSeeder } from './tasks'
import { notesSeeder } from './notes'
import { contactsSeeder } from './contacts'
import { mailboxSeeder } from './mailbox'
import { chatSeeder } from './chat'
import { scrumboardSeeder } from './scrumboard'
import { fileManagerSeeder } from './file-manager'
import { inventorySeeder } from './inventory'
import type { Seeder } from './types'
import { clinicSeeder } from './clinic/seeder'
import { academySeeder } from './academy'
import { helpCenterSeeder } from './help-center'
import { dashboardsSeeder } from './dashboards'
import { activitiesSeeder } from './activities'

export const SEEDERS: Seeder[] = [
  coreSeeder,
  variantsSeeder,
  shellSeeder,
  tasksSeeder,
  notesSeeder,
  contactsSeeder,
  mailboxSeeder,
  chatSeeder,
  scrumboardSeeder,
  fileManagerSeeder,
  inventorySeeder,
  clinicSeeder,
  academySeeder,
  helpCenterSeeder,
  dashboardsSeeder,
  activitiesSeeder,
]
