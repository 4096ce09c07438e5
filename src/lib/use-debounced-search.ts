import { useEffect, useRef, useState } from 'react'

/**
 * A search box's text, committed `delay` ms after typing stops (each commit is a URL change or a server
 * query); a change of `value` from elsewhere (back button, clear) updates the box, our own echo does not.
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
