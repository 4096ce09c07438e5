import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Spinner } from '@/components/ui/spinner'
import { Icon } from '@/components/layout/icons'
import type { SearchResultSet } from '@/shared/schemas/shell'
import { shellKeys } from '../api/keys'
import { search } from '../api/search'
import { useDebounced } from '@/lib/use-debounced'
import { hitLines } from '../lib/search-hit'
import { iconButton } from '@/components/layout/toolbar-button'

export const SEARCH_DEBOUNCE_MS = 300
export const SEARCH_MIN_LENGTH = 2

type Hit = SearchResultSet['results'][number] & { setId: SearchResultSet['id'] }

/** Each set's icon; pages carry their own. */
const SET_ICONS: Partial<Record<SearchResultSet['id'], string>> = {
  tasks: 'check-circle',
  patients: 'users',
  doctors: 'briefcase-medical',
  procedures: 'stethoscope',
  specialties: 'heart-pulse',
  products: 'package',
  appointments: 'calendar',
}

/** Search over contacts, pages, tasks and the clinic's data; opens over the toolbar, Escape or the close button clears it. */
export function SearchBar() {
  const { t, i18n } = useTranslation('shell')
  const router = useRouter()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS)
  const ready = term.length >= SEARCH_MIN_LENGTH && text.trim().length >= SEARCH_MIN_LENGTH
  const results = useQuery({
    queryKey: shellKeys.search(term),
    queryFn: ({ signal }) => search(term, signal),
    enabled: open && ready,
    staleTime: 10_000,
  })
  const sets = ready ? (results.data ?? []) : []
  const hits: Hit[] = sets.flatMap((set) => set.results.map((r) => ({ ...r, setId: set.id })))

  useEffect(() => {
    setActive(0)
  }, [term])
  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])

  const close = () => {
    setOpen(false)
    setText('')
  }
  const go = (hit: Hit | undefined) => {
    if (!hit?.link) return
    close()
    if ((hit as { externalLink?: boolean }).externalLink) window.open(hit.link, '_blank', 'noopener')
    else void router.navigate({ to: hit.link as '/' })
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      close()
    } else if (e.key === 'ArrowDown' && hits.length) {
      e.preventDefault()
      setActive((a) => (a + 1) % hits.length)
    } else if (e.key === 'ArrowUp' && hits.length) {
      e.preventDefault()
      setActive((a) => (a - 1 + hits.length) % hits.length)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      go(hits[active])
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        className={iconButton}
        aria-label={t('search.open')}
        data-testid="search-open"
        onClick={() => setOpen(true)}
      >
        <Icon name="search" />
      </button>
    )
  }

  const listId = `${id}-results`
  let index = -1
  return (
    <div
      data-testid="search-bar"
      className={css({
        position: 'absolute',
        inset: 0,
        zIndex: 'dropdown',
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        px: { base: '3', md: '6' },
        bg: 'bg.surface',
        color: 'fg.default',
        animation: 'fadeIn 150ms',
      })}
    >
      <Icon name="search" aria-hidden className={css({ w: '5', h: '5', color: 'fg.subtle', flexShrink: 0 })} />
      <input
        ref={input}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-label={t('search.label')}
        aria-expanded={ready}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={hits.length ? `${id}-hit-${active}` : undefined}
        placeholder={t('search.placeholder')}
        className={css({
          flex: 1,
          minW: 0,
          h: 'full',
          bg: 'transparent',
          fontSize: 'md',
          outline: 'none',
          _placeholder: { color: 'fg.subtle' },
        })}
      />
      {results.isFetching && ready ? <Spinner size={16} /> : null}
      <button
        type="button"
        className={iconButton}
        aria-label={t('search.close')}
        data-testid="search-close"
        onClick={close}
      >
        <Icon name="x" />
      </button>
      {ready && (results.data || !results.isFetching) ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          data-testid="search-results"
          className={css({
            position: 'absolute',
            top: 'calc(100% + 4px)',
            left: { base: '2', md: '6' },
            right: { base: '2', md: '6' },
            maxW: '2xl',
            maxH: '70vh',
            overflowY: 'auto',
            bg: 'bg.surface',
            borderRadius: 'xl',
            boxShadow: '2xl',
            borderWidth: '1px',
            borderColor: 'border.default',
            py: '2',
          })}
        >
          {sets.length === 0 ? (
            <p className={css({ px: '5', py: '6', textAlign: 'center', color: 'fg.muted' })} data-testid="search-empty">
              {t('search.noResults')}
            </p>
          ) : (
            sets.map((set) => (
              <div key={set.id} role="group" aria-label={t(`search.sets.${set.id}`)}>
                <p
                  className={css({
                    px: '5',
                    pt: '3',
                    pb: '1',
                    textStyle: 'overline',
                    color: 'accent.text',
                  })}
                >
                  {t(`search.sets.${set.id}`)}
                </p>
                {set.results.map((r) => {
                  index += 1
                  const mine = index
                  const lines = hitLines(set.id, r, i18n.language)
                  return (
                    <div
                      key={`${set.id}-${String(r.id)}`}
                      id={`${id}-hit-${mine}`}
                      role="option"
                      aria-selected={mine === active}
                      data-testid="search-hit"
                      onMouseEnter={() => setActive(mine)}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => go(hits[mine])}
                      className={cx(
                        css({
                          display: 'flex',
                          alignItems: 'center',
                          gap: '3',
                          px: '5',
                          py: '2.5',
                          cursor: 'pointer',
                          fontSize: 'sm',
                          '&[aria-selected=true]': { bg: 'bg.hover' },
                        }),
                      )}
                    >
                      {set.id === 'contacts' ? (
                        <Avatar name={r.value} src={(r as { avatar?: string | null }).avatar} size={28} />
                      ) : (
                        <span
                          className={css({
                            display: 'flex',
                            w: '7',
                            h: '7',
                            alignItems: 'center',
                            justifyContent: 'center',
                            borderRadius: 'full',
                            bg: 'accent.subtle',
                            color: 'accent.text',
                            flexShrink: 0,
                          })}
                        >
                          <Icon name={SET_ICONS[set.id] ?? (r as { icon?: string }).icon} size={16} />
                        </span>
                      )}
                      <span className={css({ flex: 1, minW: 0, display: 'grid' })}>
                        {/* The title wraps: a patient's name is never cut at 390 px. */}
                        <span>{lines.title}</span>
                        {lines.detail ? (
                          <span className={css({ fontSize: 'xs', color: 'fg.muted', truncate: true })}>
                            {lines.detail}
                          </span>
                        ) : null}
                      </span>
                    </div>
                  )
                })}
              </div>
            ))
          )}
        </div>
      ) : null}
    </div>
  )
}
