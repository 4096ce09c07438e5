import type { SVGProps } from 'react'
import { SPRITE_ICONS, type SpriteIconName } from './sprite-icons'

export type { SpriteIconName }

type IconProps = Omit<SVGProps<SVGSVGElement>, 'name'> & {
  /** A name of the sprite; names from elsewhere (data) get a neutral dot instead of breaking the page. */
  name?: SpriteIconName | (string & {}) | undefined
  size?: number | string
}

const known = (name: string | undefined): name is SpriteIconName => !!name && Object.hasOwn(SPRITE_ICONS, name)

/**
 * A shell icon drawn from the sprite in index.html (symbols `icon-<name>`, apart from the page's own ids),
 * with lucide's look: 24 px grid, 2 px round stroke in the text colour. Decorative unless given a label.
 */
export function Icon({ name, size = 24, strokeWidth = 2, className, ...props }: IconProps) {
  const labelled = props['aria-label'] !== undefined
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide ${className}` : 'lucide'}
      aria-hidden={labelled ? undefined : true}
      role={labelled ? 'img' : undefined}
      {...props}
    >
      <use href={`#icon-${known(name) ? name : 'circle-dot'}`} />
    </svg>
  )
}
