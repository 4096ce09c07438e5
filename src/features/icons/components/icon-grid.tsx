import { useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { css } from 'styled-system/css'
import type { IconSet } from '@/shared/schemas/dashboards'
import type { IconDrawings } from '../api/icon-drawings'
import { fullName, gridSize, nameParts } from '../lib/icons'
import { SetIcon } from './set-icon'

const GAP = 8
// Wide enough that the longest word of a name ("accessibility", "notifications") fits on its line.
const MIN_CELL = 120
const ROW = 112

const cellButton = css({
  w: 'full',
  h: 'full',
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  p: '2',
  borderRadius: 'xl',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  color: 'fg.default',
  cursor: 'pointer',
  overflow: 'hidden',
  _hover: { borderColor: 'accent.solid', color: 'accent.text' },
  '&[aria-pressed=true]': { borderColor: 'accent.solid', bg: 'accent.subtle', color: 'accent.text' },
})
const label = css({
  fontSize: 'xs',
  color: 'fg.muted',
  maxW: 'full',
  textAlign: 'center',
  lineHeight: 'tight',
  lineClamp: 2,
})
// A word never breaks: lines end only after a name's '-' or '_'.
const word = css({ whiteSpace: 'nowrap' })

/** The columns that fit a width, each at least MIN_CELL wide. */
const columnsFor = (width: number) => Math.max(1, Math.floor((width + GAP) / (MIN_CELL + GAP)))

/**
 * The icons of a set as a grid of buttons; choosing one shows its details. Sets hold up to ~2,100 icons: only
 * the rows near the viewport are in the page, as the window scrolls.
 */
export function IconGrid({
  set,
  drawings,
  names,
  selected,
  onSelect,
}: {
  set: IconSet
  drawings: IconDrawings
  names: string[]
  selected: string | null
  onSelect: (name: string) => void
}) {
  const { t } = useTranslation('icons')
  const list = useRef<HTMLUListElement>(null)
  const [columns, setColumns] = useState(4)
  const [offset, setOffset] = useState(0)
  const size = gridSize(set.grid)

  useLayoutEffect(() => {
    const el = list.current
    if (!el) return
    const fit = () => setColumns(columnsFor(el.clientWidth))
    // Before the first paint: the observer reports after it, so the rows were painted in four columns and
    // then moved (a layout shift of 0.14 on a phone).
    fit()
    const observer = new ResizeObserver(fit)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  // The details panel above the grid opens, closes and changes with the choice: where the grid starts is read again.
  useLayoutEffect(() => {
    const top = (list.current?.getBoundingClientRect().top ?? 0) + window.scrollY
    if (Math.abs(top - offset) > 0.5) setOffset(top)
  }, [selected, offset])

  const rows = Math.ceil(names.length / columns)
  const virtual = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW + GAP,
    overscan: 3,
    scrollMargin: offset,
  })
  const width = `calc((100% - ${(columns - 1) * GAP}px) / ${columns})`

  return (
    <ul
      ref={list}
      aria-label={t('iconsOf', { name: set.name })}
      className={css({ position: 'relative', mt: '4' })}
      style={{ height: Math.max(0, virtual.getTotalSize() - GAP) }}
    >
      {virtual.getVirtualItems().flatMap((row) =>
        names.slice(row.index * columns, row.index * columns + columns).map((name, column) => (
          <li
            key={name}
            aria-setsize={names.length}
            aria-posinset={row.index * columns + column + 1}
            className={css({ position: 'absolute', top: 0 })}
            style={{
              width,
              height: ROW,
              left: `calc(${column} * (${width} + ${GAP}px))`,
              transform: `translateY(${row.start - offset}px)`,
            }}
          >
            <button
              type="button"
              aria-pressed={name === selected}
              aria-label={fullName(set, name)}
              title={name}
              onClick={() => onSelect(name)}
              className={cellButton}
            >
              <SetIcon drawings={drawings} name={name} size={size} />
              <span aria-hidden className={label} data-testid="icon-label">
                {nameParts(name).map((part, i) => (
                  <span key={i}>
                    <span className={word}>{part}</span>
                    <wbr />
                  </span>
                ))}
              </span>
            </button>
          </li>
        )),
      )}
    </ul>
  )
}
