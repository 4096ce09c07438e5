import { css, cx } from 'styled-system/css'

const PALETTE = ['#6366f1', '#0ea5e9', '#14b8a6', '#f59e0b', '#ec4899', '#8b5cf6', '#22c55e', '#ef4444']

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('')

const colorOf = (name: string) => PALETTE[[...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % PALETTE.length]

/** A round picture, or the person's initials on a colour made from the name. */
export function Avatar({ name, src, size = 40, className }: { name: string; src?: string | null; size?: number; className?: string }) {
  const box = cx(
    css({ borderRadius: 'full', flexShrink: 0, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', fontWeight: 'semibold', color: 'white' }),
    className,
  )
  if (src) return <img src={src} alt={name} width={size} height={size} className={cx(box, css({ objectFit: 'cover' }))} style={{ width: size, height: size }} />
  return (
    <span role="img" aria-label={name} className={box} style={{ width: size, height: size, background: colorOf(name), fontSize: size * 0.38 }}>
      {initials(name)}
    </span>
  )
}
