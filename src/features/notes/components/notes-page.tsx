import { lazy, Suspense, useMemo, useState } from 'react'
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Archive, BellRing, NotebookPen, Pencil, Plus, StickyNote, Tag } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { PageTitle } from '@/components/layout/page-title'
import { SearchInput } from '@/components/form/search-input'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { MountWhenOpened } from '@/components/ui/mount-when-opened'
import { LoadingBlock } from '@/components/ui/loading-block'
import type { NoteView } from '@/shared/schemas/notes'
import { useNoteLabels, useNotes } from '../api/notes'
import { filterNotes, type NotesView } from '@/shared/notes/filter'
import { LoadMore } from './load-more'
import { NoteCard } from './note-card'
import { useDebouncedSearch } from '@/lib/use-debounced-search'
import { useDeferredArrival } from '@/lib/use-deferred-arrival'

// The editor (its form, schema and dialog code) and the labels dialog load when first opened.
const NoteDialog = lazy(() => import('./note-dialog').then((m) => ({ default: m.NoteDialog })))
const LabelsDialog = lazy(() => import('./labels-dialog').then((m) => ({ default: m.LabelsDialog })))

const route = getRouteApi('/_auth/_app/apps/notes')

const navLink = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '4',
  h: '10',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  color: 'fg.muted',
  flexShrink: 0,
  _hover: { bg: 'bg.hover', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.text' },
})

/** The notes app: filters (views and labels) beside a masonry of notes, with search and the editor dialog. */
export function NotesPage() {
  const { t } = useTranslation('notes')
  const { view = 'notes', label, q = '' } = route.useSearch()
  const navigate = useNavigate()
  const notes = useNotes({ view, label, q })
  const labels = useNoteLabels()
  const [editing, setEditing] = useState<NoteView | 'new' | null>(null)
  const [labelsOpen, setLabelsOpen] = useState(false)
  const [text, setText] = useDebouncedSearch(
    q,
    (text) => void navigate({ to: '.', search: (s) => ({ ...s, q: text || undefined }), replace: true }),
  )

  // The worker already narrowed the pages; filtering again hides a note at once when an edit moves it out.
  // The cards draw the first answer in a deferred pass (see useDeferredArrival).
  const pages = useDeferredArrival(notes.data)
  const shown = useMemo(
    () => filterNotes(pages?.pages.flatMap((p) => p.items) ?? [], { view, label, q }),
    [pages, view, label, q],
  )
  const total = notes.data?.pages[0]?.pagination.total ?? 0
  const views: Array<{ id: NotesView; icon: typeof StickyNote }> = [
    { id: 'notes', icon: StickyNote },
    { id: 'reminders', icon: BellRing },
    { id: 'archive', icon: Archive },
  ]
  const current = label ? labels.data?.find((l) => l.id === label)?.title : t(`views.${view}`)

  return (
    <div className={css({ display: 'flex', flexDir: { base: 'column', md: 'row' }, minH: 'full', bg: 'bg.canvas' })}>
      <nav
        aria-label={t('filters')}
        className={css({
          flexShrink: 0,
          w: { md: '64' },
          bg: 'bg.surface',
          borderRightWidth: { md: '1px' },
          borderBottomWidth: { base: '1px', md: 0 },
          borderColor: 'border.default',
          p: { base: '2', md: '4' },
          display: 'flex',
          flexDir: { base: 'row', md: 'column' },
          gap: '1',
          overflowX: { base: 'auto', md: 'visible' },
        })}
      >
        {views.map(({ id, icon: Icon }) => (
          <Link
            key={id}
            to="/apps/notes"
            search={{ view: id === 'notes' ? undefined : id, q: q || undefined }}
            aria-current={!label && view === id ? 'page' : undefined}
            className={navLink}
          >
            <Icon size={18} aria-hidden />
            {t(`views.${id}`)}
          </Link>
        ))}
        <h2
          className={css({
            display: { base: 'none', md: 'block' },
            px: '4',
            pt: '5',
            pb: '2',
            textStyle: 'overline',
            color: 'fg.subtle',
          })}
        >
          {t('labels.title')}
        </h2>
        {(labels.data ?? []).map((l) => (
          <Link
            key={l.id}
            to="/apps/notes"
            search={{ label: l.id, q: q || undefined }}
            aria-current={label === l.id ? 'page' : undefined}
            className={navLink}
          >
            <Tag size={18} aria-hidden />
            {l.title}
          </Link>
        ))}
        <button type="button" onClick={() => setLabelsOpen(true)} className={cx(navLink, css({ cursor: 'pointer' }))}>
          <Pencil size={18} aria-hidden />
          {t('labels.edit')}
        </button>
      </nav>

      <section
        aria-labelledby="notes-title"
        className={css({ flex: 1, minW: 0, px: { base: '4', md: '8' }, py: { base: '6', md: '8' } })}
      >
        <header className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '4', mb: '6' })}>
          <div className={css({ flex: 1, minW: '48' })}>
            <PageTitle
              id="notes-title"
              title={t('title')}
              status={
                notes.isPending
                  ? t('loading')
                  : !label && view === 'notes'
                    ? t('count', { count: total })
                    : `${current ?? ''} · ${t('count', { count: total })}`
              }
            />
          </div>
          <SearchInput
            rounded
            label={t('search')}
            value={text}
            onChange={setText}
            placeholder={t('searchPlaceholder')}
            className={css({ flex: { base: '1 1 100%', sm: '0 1 20rem' }, order: { base: 3, sm: 0 } })}
          />
          <Button onClick={() => setEditing('new')} className={css({ borderRadius: 'full' })}>
            <Plus />
            {t('new')}
          </Button>
        </header>

        {!pages && !notes.isError ? (
          <LoadingBlock label={t('loading')} className={css({ py: '16' })} />
        ) : notes.isError ? (
          <EmptyState icon={<NotebookPen />} title={t('errors.load')}>
            {notes.error.message}
          </EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState icon={<NotebookPen />} title={q ? t('noResults') : t(`empty.${label ? 'label' : view}`)} />
        ) : (
          <>
            <div className={css({ columnCount: { base: 1, sm: 2, lg: 3, xl: 4 }, columnGap: '4' })}>
              {shown.map((n) => (
                <NoteCard key={n.id} note={n} onOpen={() => setEditing(n)} />
              ))}
            </div>
            {notes.hasNextPage ? (
              <LoadMore loading={notes.isFetchingNextPage} onLoad={() => void notes.fetchNextPage()} />
            ) : null}
          </>
        )}
      </section>

      {editing ? (
        <Suspense fallback={null}>
          <NoteDialog
            key={editing === 'new' ? 'new' : editing.id}
            note={editing === 'new' ? null : editing}
            label={label}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <MountWhenOpened open={labelsOpen}>
        <LabelsDialog
          open={labelsOpen}
          onOpenChange={setLabelsOpen}
          onDeleted={(id) => id === label && void navigate({ to: '/apps/notes', search: { q: q || undefined } })}
        />
      </MountWhenOpened>
    </div>
  )
}
