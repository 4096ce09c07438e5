import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { fromIsoDay, isoDay, weekday } from '../lib/format'

const chip = css({
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  minW: '16',
  px: '3',
  py: '2',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  cursor: 'pointer',
  transition: 'all 150ms',
  flexShrink: 0,
  scrollSnapAlign: 'start',
  _hover: { borderColor: 'accent.solid' },
  '&[aria-pressed=true]': { bg: 'accent.solid', color: 'accent.onSolid', borderColor: 'accent.solid' },
  _disabled: { opacity: 0.45, cursor: 'not-allowed', _hover: { borderColor: 'border.default' } },
})

// The strip fades out at a side with more days behind it: the cue that it scrolls, where a hard cut read as clipped.
const strip = css({
  display: 'flex',
  gap: '2',
  overflowX: 'auto',
  py: '1',
  px: '1',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: '1',
  scrollbarWidth: 'thin',
  '&[data-more=end]': { maskImage: 'linear-gradient(to right, black calc(100% - 2rem), transparent)' },
  '&[data-more=start]': { maskImage: 'linear-gradient(to left, black calc(100% - 2rem), transparent)' },
  '&[data-more=both]': {
    maskImage: 'linear-gradient(to right, transparent, black 2rem, black calc(100% - 2rem), transparent)',
  },
})

type More = 'none' | 'start' | 'end' | 'both'

function moreOf(el: HTMLElement): More {
  const start = el.scrollLeft > 1
  const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1
  return start && end ? 'both' : start ? 'start' : end ? 'end' : 'none'
}

const KEYS: Record<string, (i: number, last: number) => number> = {
  ArrowRight: (i, last) => Math.min(i + 1, last),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, last) => last,
}

/**
 * The next days as toggle chips (weekday and day of month); `isOpen` greys out closed days. The arrow keys,
 * Home and End move between open days, so the days beyond the edge are reached without a pointer.
 */
export function DayStrip({
  value,
  onChange,
  days = 7,
  isOpen,
  label,
}: {
  value: string
  onChange: (day: string) => void
  days?: number
  isOpen?: (d: Date) => boolean
  label: string
}) {
  const { t, i18n } = useTranslation('variants')
  const ref = useRef<HTMLDivElement>(null)
  const [more, setMore] = useState<More>('none')
  const today = new Date()

  useEffect(() => {
    const el = ref.current
    if (!el) return
    const update = () => setMore(moreOf(el))
    update()
    // The chosen day (a booking may start days ahead) is brought into the strip, without scrolling the page.
    const chosen = el.querySelector<HTMLElement>('[aria-pressed=true]')
    if (chosen) {
      const left = chosen.getBoundingClientRect().left - el.getBoundingClientRect().left + el.scrollLeft
      if (left + chosen.offsetWidth > el.clientWidth) el.scrollLeft = left - 8
    }
    const observer = new ResizeObserver(update)
    observer.observe(el)
    el.addEventListener('scroll', update, { passive: true })
    return () => {
      observer.disconnect()
      el.removeEventListener('scroll', update)
    }
  }, [])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = KEYS[e.key]
    const chips = [...(ref.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? [])]
    const at = chips.indexOf(document.activeElement as HTMLButtonElement)
    if (!move || at < 0) return
    e.preventDefault()
    const next = chips[move(at, chips.length - 1)]
    next?.focus()
  }

  return (
    <div ref={ref} role="group" aria-label={label} data-more={more} className={strip} onKeyDown={onKeyDown}>
      {Array.from({ length: days }, (_, i) => {
        const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + i, 12)
        const key = isoDay(d)
        return (
          <button
            key={key}
            type="button"
            aria-pressed={value === key}
            disabled={isOpen ? !isOpen(d) : false}
            onClick={() => onChange(key)}
            className={chip}
          >
            <span className={css({ fontSize: 'xs', textTransform: 'uppercase', fontWeight: 'semibold' })}>
              {i === 0 ? t('time.today') : weekday(d, i18n.language)}
            </span>
            <span className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{fromIsoDay(key).getDate()}</span>
          </button>
        )
      })}
    </div>
  )
}
