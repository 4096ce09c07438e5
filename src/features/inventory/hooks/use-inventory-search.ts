import { useCallback, useEffect, useRef, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import type { ProductsQuery } from '../api/products'

const route = getRouteApi('/_auth/_app/apps/ecommerce/inventory')

export type InventorySearch = ReturnType<typeof route.useSearch>

/** The list's state lives in the URL: reading it, changing it, and the API query it stands for. */
export function useInventorySearch() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const set = useCallback(
    (patch: Partial<InventorySearch>, options: { replace?: boolean } = {}) =>
      navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options.replace ?? false }),
    [navigate],
  )
  const query: ProductsQuery = { search: search.search, page: search.page - 1, size: search.size, sort: search.sort, order: search.order }
  return { search, set, query }
}

/**
 * The search box's text, written to the URL 300 ms after typing stops (and back to page 1); a change of
 * the URL from elsewhere (back button, clear) updates the box.
 */
export function useDebouncedSearch(value: string, commit: (text: string) => void, delay = 300) {
  const [text, setText] = useState(value)
  const sent = useRef(value)
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(value)
    }
  }, [value])
  useEffect(() => {
    if (text === sent.current) return
    const timer = setTimeout(() => {
      sent.current = text
      commit(text)
    }, delay)
    return () => clearTimeout(timer)
  }, [text, commit, delay])
  return [text, setText] as const
}
