import type { ComponentProps } from 'react'
import { Search } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Input } from '@/components/ui/input'

/**
 * The magnifier inside a search box, at its start; the box leaves room for it (`pl: '9'`; `large`, in a
 * hero's tall box, `pl: '12'`, and kept above the box's own background).
 */
export function SearchIcon({ large }: { large?: boolean }) {
  return (
    <Search
      size={large ? 20 : 16}
      aria-hidden
      className={css(
        {
          position: 'absolute',
          left: large ? '4' : '3',
          top: '50%',
          transform: 'translateY(-50%)',
          color: 'fg.subtle',
          pointerEvents: 'none',
        },
        large && { zIndex: 1 },
      )}
    />
  )
}

/**
 * A search box with its magnifier, named for screen readers by `label` (and showing it as the placeholder
 * unless one is given), or by the page's own visible label pointing at its `id`. It reports every
 * keystroke: a box whose text queries the server debounces it (`useDebouncedSearch`, or `SearchField`).
 */
export function SearchInput({
  label,
  value,
  onChange,
  placeholder,
  rounded,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'onChange' | 'value' | 'type' | 'size'> & {
  label?: string
  value: string
  onChange: (value: string) => void
  /** A pill-shaped box, as the apps' page headers draw it. */
  rounded?: boolean
}) {
  const Wrapper = label ? 'label' : 'div'
  return (
    <Wrapper className={cx(css({ position: 'relative', display: 'block', flex: 1 }), className)}>
      {label ? <span className={css({ srOnly: true })}>{label}</span> : null}
      <SearchIcon />
      <Input
        {...input}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder ?? label}
        className={cx(css({ pl: '9' }), rounded && css({ borderRadius: 'full' }))}
      />
    </Wrapper>
  )
}
