import type { IconDrawings } from '../api/icon-drawings'

/**
 * An icon of a set drawn from the set's own SVG body. The bodies come from the icon packages at build time
 * (scripts/icon-sets.ts), never from user input, so they are set as markup as they are.
 */
export function SetIcon({ drawings, name, size }: { drawings: IconDrawings; name: string; size: number }) {
  const icon = drawings.icons[name]
  const [body, width, height] =
    icon === undefined
      ? ['', drawings.width, drawings.height]
      : typeof icon === 'string'
        ? [icon, drawings.width, drawings.height]
        : icon
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden
      focusable="false"
      dangerouslySetInnerHTML={{ __html: body }}
    />
  )
}
