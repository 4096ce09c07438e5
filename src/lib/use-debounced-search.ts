import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useDebounced } from './use-debounced'

/**
 * A search box's text, committed `delay` ms after typing stops (each commit is a URL change or a server
 * query); a change of `value` from elsewhere (back button, clear) updates the box, our own echo does not.
 * `commit` may be a new function each render: only a settled text that differs from the last one sent or
 * received commits.
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
  const settled = useDebounced(text, delay)
  const commitSettled = useEffectEvent((next: string) => {
    if (next === sent.current) return
    sent.current = next
    commit(next)
  })
  useEffect(() => commitSettled(settled), [settled])
  return [text, setText] as const
}
