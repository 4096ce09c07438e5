import { css } from 'styled-system/css'
import type { LayoutName } from '@/lib/theme'

const box = css({
  display: 'flex',
  w: 'full',
  aspectRatio: '16 / 10',
  borderRadius: 'md',
  overflow: 'hidden',
  bg: 'bg.canvas',
  borderWidth: '1px',
  borderColor: 'border.default',
})
const navDark = css({ bg: 'slate.700', flexShrink: 0 })
const bar = css({ h: '18%', bg: 'bg.surface', borderBottomWidth: '1px', borderColor: 'border.default', flexShrink: 0 })
const page = css({ flex: 1, m: '8%', borderRadius: 'sm', bg: 'bg.surface', opacity: 0.9 })

/** A small drawing of a layout's arrangement for the settings drawer. */
export function LayoutPreview({ layout }: { layout: LayoutName }) {
  const navWidth = { classy: '30%', classic: '30%', futuristic: '30%', compact: '16%', dense: '11%', thin: '11%' }[
    layout as string
  ]
  if (layout === 'empty') {
    return (
      <div className={box} aria-hidden>
        <div className={page} />
      </div>
    )
  }
  if (navWidth) {
    return (
      <div className={box} aria-hidden>
        <div
          className={navDark}
          style={{
            width: navWidth,
            background:
              layout === 'futuristic'
                ? 'var(--accent-800)'
                : layout === 'classic'
                  ? 'var(--colors-bg-surface)'
                  : undefined,
            borderRight: layout === 'classic' ? '1px solid var(--colors-border-default)' : undefined,
          }}
        />
        <div className={css({ flex: 1, display: 'flex', flexDir: 'column' })}>
          <div className={bar} />
          <div className={page} />
        </div>
      </div>
    )
  }
  const topColor =
    layout === 'enterprise' ? 'var(--colors-slate-700)' : layout === 'material' ? 'var(--accent-700)' : undefined
  return (
    <div className={box} aria-hidden style={layout === 'centered' ? { padding: '8%' } : undefined}>
      <div
        className={css({
          flex: 1,
          display: 'flex',
          flexDir: 'column',
          bg: layout === 'centered' ? 'bg.surface' : undefined,
          borderRadius: 'sm',
          overflow: 'hidden',
        })}
      >
        <div
          className={bar}
          style={{
            background: topColor,
            height: layout === 'material' ? '40%' : layout === 'enterprise' ? '28%' : undefined,
          }}
        />
        <div className={page} style={layout === 'material' ? { marginTop: '-12%' } : undefined} />
      </div>
      {layout === 'enterprise' || layout === 'modern' ? (
        <div className={css({ w: '8%', bg: 'bg.surface', borderLeftWidth: '1px', borderColor: 'border.default' })} />
      ) : null}
    </div>
  )
}
