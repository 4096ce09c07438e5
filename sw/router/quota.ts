import { STORAGE_FULL_REASON } from '@/shared/constants/storage'

/** The answer to a write refused because the device's storage is full: the client shows its own localised text. */
export const STORAGE_FULL = {
  error: "The device's storage is full. Free space in Settings, Storage: delete large attachments.",
  reason: STORAGE_FULL_REASON,
} as const

/**
 * Whether an error is the browser refusing a write for lack of space. IndexedDB raises a DOMException named
 * QuotaExceededError; Dexie wraps it (same name) or aborts the transaction with it as `inner`.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const e = error as { name?: unknown; inner?: unknown; cause?: unknown }
  if (e.name === 'QuotaExceededError') return true
  return isQuotaError(e.inner, depth + 1) || isQuotaError(e.cause, depth + 1)
}
