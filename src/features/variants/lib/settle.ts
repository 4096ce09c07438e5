/**
 * One request's outcome as a page block shows it: its data or its error. Loaders settle each request on
 * its own, so that one failure leaves the rest of the page in place.
 */
export type Settled<T> = { data: T; error?: never } | { data?: never; error: Error }

export const toError = (cause: unknown) => (cause instanceof Error ? cause : new Error(String(cause)))

export const settle = <T>(request: Promise<T>): Promise<Settled<T>> =>
  request.then(
    (data) => ({ data }),
    (cause: unknown) => ({ error: toError(cause) }),
  )
