import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { IconSet, IconSetName } from '@/shared/schemas/dashboards'
import { fullName, gridSize } from '../lib/icons'
import { LucideIcon } from './lucide-icon'

// Sets hold up to ~2000 icons: they are drawn a page at a time as the grid scrolls into view.
const PAGE = 240

/** The icons of a set as a grid of buttons; choosing one shows its details. */
export function IconGrid({ set, setName, names, selected, onSelect }: { set: IconSet; setName: IconSetName; names: string[]; selected: string | null; onSelect: (name: string) => void }) {
  const { t } = useTranslation('icons')
  const [count, setCount] = useState(PAGE)
  const sentinel = useRef<HTMLLIElement>(null)
  const size = gridSize(set.grid)
  const cell = Math.max(88, size + 64)

  useEffect(() => {
    const el = sentinel.current
    if (!el) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setCount((c) => c + PAGE)
    }, { rootMargin: '600px' })
    observer.observe(el)
    return () => observer.disconnect()
  }, [count, names.length])

  return (
    <ul aria-label={t('iconsOf', { name: set.name })} className={css({ display: 'grid', gap: '2', mt: '4' })} style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${cell}px, 1fr))` }}>
      {names.slice(0, count).map((name) => (
        <li key={name}>
          <button
            type="button"
            aria-pressed={name === selected}
            aria-label={fullName(set, name)}
            title={name}
            onClick={() => onSelect(name)}
            className={css({
              w: 'full', display: 'flex', flexDir: 'column', alignItems: 'center', justifyContent: 'center', gap: '2', p: '3', minH: '24', borderRadius: 'xl',
              bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', color: 'fg.default', cursor: 'pointer',
              _hover: { borderColor: 'accent.solid', color: 'accent.text' },
              '&[aria-pressed=true]': { borderColor: 'accent.solid', bg: 'accent.subtle', color: 'accent.text' },
            })}
          >
            <LucideIcon name={name} set={setName} size={size} />
            <span aria-hidden className={css({ fontSize: 'xs', color: 'fg.muted', maxW: 'full', textAlign: 'center', lineHeight: 'tight', lineClamp: 2, overflowWrap: 'anywhere' })}>{name}</span>
          </button>
        </li>
      ))}
      {count < names.length ? <li ref={sentinel} aria-hidden className={css({ h: '1px' })} /> : null}
    </ul>
  )
}
