import { useSyncExternalStore } from 'react'
import { session } from './session'

/** The current token and user, re-rendering on sign-in, sign-out and changes from other tabs. */
export const useSession = () => useSyncExternalStore(session.subscribe, session.get, session.get)
