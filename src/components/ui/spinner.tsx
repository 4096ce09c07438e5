import { css, cx } from 'styled-system/css'

export function Spinner({ size = 16, label, className }: { size?: number; label?: string; className?: string }) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      className={cx(
        css({
          display: 'inline-block',
          borderRadius: 'full',
          borderWidth: '2px',
          borderColor: 'currentColor',
          borderRightColor: 'transparent',
          animation: 'spin 0.7s linear infinite',
          flexShrink: 0,
        }),
        className,
      )}
      style={{ width: size, height: size }}
    />
  )
}
