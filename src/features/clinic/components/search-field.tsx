import { Search } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Input } from '@/components/ui/input'
import { useDebouncedSearch } from '@/lib/use-debounced-search'

/** A search box that reports what was typed after a short pause (each report is a server query). */
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
    <label className={cx(css({ position: 'relative', display: 'block', flex: 1, minW: '12rem' }), className)}>
      <span className={css({ srOnly: true })}>{label}</span>
      <Search
        size={16}
        aria-hidden
        className={css({
          position: 'absolute',
          left: '3',
          top: '50%',
          transform: 'translateY(-50%)',
          color: 'fg.subtle',
          pointerEvents: 'none',
        })}
      />
      <Input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder ?? label}
        className={css({ pl: '9' })}
      />
    </label>
  )
}
