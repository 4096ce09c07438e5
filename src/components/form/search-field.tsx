import { css, cx } from 'styled-system/css'
import { useDebouncedSearch } from '@/lib/use-debounced-search'
import { SearchInput } from './search-input'

/** A search box that reports what was typed after a short pause (each report is a URL change or a server query). */
export function SearchField({
  value,
  onChange,
  label,
  placeholder,
  className,
  delay = 250,
}: {
  value: string
  onChange: (value: string) => void
  label: string
  placeholder?: string
  className?: string
  delay?: number
}) {
  const [text, setText] = useDebouncedSearch(value, onChange, delay)
  return (
    <SearchInput
      label={label}
      value={text}
      onChange={setText}
      placeholder={placeholder}
      className={cx(css({ minW: '12rem' }), className)}
    />
  )
}
