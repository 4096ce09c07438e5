import { useCallback } from 'react'
import { useNavigate } from '@tanstack/react-router'

/**
 * Merges a patch into the page's URL search, replacing the history entry: lists, agendas and tabs keep
 * their state in the URL (shareable, kept on reload) without a history step per keystroke or click.
 * A key set to undefined leaves the URL.
 */
export function useSearchPatch<Patch extends object = Record<string, unknown>>() {
  const navigate = useNavigate()
  return useCallback(
    (patch: Patch) =>
      void navigate({ to: '.', search: (s: Record<string, unknown>) => ({ ...s, ...patch }), replace: true }),
    [navigate],
  )
}
