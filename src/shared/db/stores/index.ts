// Gathers the Dexie store declarations of every domain. One file per domain; add one line here.
import { coreStores } from './core'
import { tasksStores } from './tasks'

export const ALL_STORES: Record<string, string> = {
  ...coreStores,
  ...tasksStores,
}
