import { Search } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Input } from '@/components/ui/input'

/**
 * A search box with its magnifier inside. With `label` the box carries its own (hidden) label; without,
 * the page shows one that points at `id`.
 */
export function SearchField({
  value,
  onChange,
  placeholder,
  label,
  id,
  rounded = true,
  autoFocus,
  className,
}: {
  value: string
  onChange: (value: string) => void
  placeholder: string
  label?: string
  id?: string
  /** A pill, as the work apps' headers have; false for the square boxes beside filters. */
  rounded?: boolean
  autoFocus?: boolean
  /** Where the box sits in its row (flex, order). */
  className?: string
}) {
  const Wrapper = label ? 'label' : 'div'
  return (
    <Wrapper className={cx(css({ position: 'relative', display: 'block' }), className)}>
      {label ? <span className={css({ srOnly: true })}>{label}</span> : null}
      <Search
        size={18}
        aria-hidden
        className={css({
          position: 'absolute',
          left: '3',
          top: '50%',
          transform: 'translateY(-50%)',
          color: 'fg.subtle',
          // A click on the magnifier reaches the box under it.
          pointerEvents: 'none',
        })}
      />
      <Input
        id={id}
        type="search"
        autoFocus={autoFocus}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        className={cx(css({ pl: '10' }), rounded && css({ borderRadius: 'full' }))}
      />
    </Wrapper>
  )
}
