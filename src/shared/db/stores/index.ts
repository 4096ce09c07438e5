// Gathers the Dexie store declarations of every domain. One file per domain; add one line here.
import { coreStores } from './core'

export const ALL_STORES: Record<string, string> = {
  ...coreStores,
}
