/** A row as the API serves it: without the sync stamps every stored row carries. */
export const strip = <T extends object>(row: T): T => {
  const { updatedAt: _u, version: _v, ...rest } = row as T & { updatedAt?: string; version?: number }
  return rest as T
}
