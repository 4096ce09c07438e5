/**
 * The worker's sign-in asks the sync server first when the app belongs to one (sw/sw.ts plugs the sync
 * engine in here); without one, and in the handlers' tests, it is `none` and sign-in is local as ever.
 */
export type RemoteSignIn = (
  email: string,
  password: string,
) => Promise<{ status: 'ok' | 'refused' | 'unreachable' | 'none' }>

let remote: RemoteSignIn | undefined

export function useRemoteSignIn(fn: RemoteSignIn | undefined): void {
  remote = fn
}

export const signInRemotely: RemoteSignIn = (email, password) =>
  remote ? remote(email, password) : Promise.resolve({ status: 'none' })
