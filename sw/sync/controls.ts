/**
 * What the `api/sync/*` routes ask of the running sync engine (sw/sync/worker.ts plugs it in). In the
 * handlers' tests there is none: the routes then answer as a device that does not sync.
 */
export interface SyncControls {
  /** A round now; resolves when it ended or after `waitMs`, whichever comes first. */
  runNow(waitMs: number): Promise<void>
  /** Ends the live stream of the last account (sign-out, leave). */
  forget(): void
  /** Names this device on the server. */
  fetchFn: typeof fetch
}

let controls: SyncControls | undefined

export function useSyncControls(next: SyncControls | undefined): void {
  controls = next
}

export const syncControls = (): SyncControls | undefined => controls
