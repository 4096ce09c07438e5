// Gathers the Dexie store declarations of every domain. One file per domain; add one line here.
import { coreStores } from './core'
import { authStores } from './auth'
import { variantsStores } from './variants'
import { shellStores } from './shell'
import { tasksStores } from './tasks'
import { notesStores } from './notes'
import { contactsStores } from './contacts'
import { mailboxStores } from './mailbox'
import { chatStores } from './chat'
import { clinicStores } from './clinic'
import { scrumboardStores } from './scrumboard'
import { fileManagerStores } from './file-manager'
import { inventoryStores } from './inventory'
import { academyStores } from './academy'
import { helpCenterStores } from './help-center'
import { dashboardsStores } from './dashboards'
import { supportStores } from './support'

export const ALL_STORES: Record<string, string> = {
  ...coreStores,
  ...authStores,
  ...variantsStores,
  ...shellStores,
  ...tasksStores,
  ...notesStores,
  ...contactsStores,
  ...mailboxStores,
  ...chatStores,
  ...clinicStores,
  ...scrumboardStores,
  ...fileManagerStores,
  ...inventoryStores,
  ...academyStores,
  ...helpCenterStores,
  ...dashboardsStores,
}

/**
 * Tables added after the first release, each in the Dexie version that created it (`db/database.ts`), so an
 * installed database gets them on upgrade. They sync like the others (`synced-tables.ts`).
 */
export const STORES_V4: Record<string, string> = { ...supportStores }
