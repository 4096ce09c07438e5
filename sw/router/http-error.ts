/** An error with an HTTP status; the router turns it into `{ error, field?, reason? }` with that status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const badRequest = (field: string, reason: string) =>
  new HttpError(400, `${field}: ${reason}`, { field, reason })
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message)
export const notFound = (what: string, id?: string | null) =>
  new HttpError(404, id ? `${what} '${id}' not found` : `${what} not found`, id ? { id } : {})
export const conflict = (message: string, details: Record<string, unknown> = {}) => new HttpError(409, message, details)
/** A list longer than the route's cap (`max`), refused before any data is touched. */
export const tooLarge = (field: string, max: number) =>
  new HttpError(413, `${field}: At most ${max} entries`, { field, reason: `At most ${max} entries`, max })
