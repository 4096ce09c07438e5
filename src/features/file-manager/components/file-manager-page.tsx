import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ChevronRight, FolderOpen, FolderX, Home, LayoutGrid, List } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { PageTitle } from '@/components/layout/page-title'
import { EmptyState } from '@/components/ui/empty-state'
import { FillViewport } from '@/components/ui/fill-viewport'
import { LoadingBlock } from '@/components/ui/loading-block'
import { ApiError } from '@/lib/api/client'
import type { FileItem } from '@/shared/schemas/file-manager'
import { useFolder } from '../api/file-manager'
import { ItemDetails } from './item-details'
import { ItemViews, type Layout } from './item-views'

const route = getRouteApi('/_auth/_app/apps/file-manager')

const crumb = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  fontWeight: 'medium',
  color: 'fg.muted',
  _hover: { color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
  '&[aria-current=page]': { color: 'fg.default', fontWeight: 'semibold' },
})

/** `path` undefined: the folder is loading, and the breadcrumb holds its line with the home crumb alone. */
function Breadcrumb({ path, view }: { path: FileItem[] | undefined; view?: Layout }) {
  const { t } = useTranslation('fileManager')
  return (
    <nav aria-label={t('breadcrumb')}>
      <ol
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '1',
          listStyle: 'none',
          p: 0,
          m: 0,
          fontSize: 'sm',
        })}
      >
        <li>
          <Link
            to="/apps/file-manager"
            search={{ view }}
            aria-current={path?.length === 0 ? 'page' : undefined}
            className={crumb}
          >
            <Home size={16} aria-hidden />
            {t('home')}
          </Link>
        </li>
        {path?.map((folder, i) => (
          <li key={folder.id} className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
            <ChevronRight size={16} aria-hidden className={css({ color: 'fg.subtle' })} />
            <Link
              to="/apps/file-manager"
              search={{ view, folderId: folder.id }}
              aria-current={i === path.length - 1 ? 'page' : undefined}
              className={crumb}
            >
              {folder.name}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}

const toggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '9',
  h: '9',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
  '&[aria-pressed=true]': { bg: 'accent.subtle', color: 'accent.text' },
})

/** The file manager: the folder in the URL, its breadcrumb from the root, folders then files, and an item's details. */
/** The folders or the files of the open folder, under their heading; nothing when there are none. */
function ItemGroup({
  kind,
  title,
  items,
  ...views
}: Parameters<typeof ItemViews>[0] & { kind: 'folders' | 'files'; title: string }) {
  if (!items.length) return null
  return (
    <section aria-labelledby={`fm-${kind}`}>
      <h2
        id={`fm-${kind}`}
        className={css({
          fontSize: 'sm',
          fontWeight: 'bold',
          color: 'fg.muted',
          textTransform: 'uppercase',
          letterSpacing: 'wider',
          mb: '3',
        })}
      >
        {title}
      </h2>
      <ItemViews items={items} {...views} />
    </section>
  )
}

export function FileManagerPage() {
  const { t } = useTranslation('fileManager')
  const { folderId, item: selectedId, view = 'grid' } = route.useSearch()
  const navigate = useNavigate()
  const folder = useFolder(folderId)
  const setSearch = (patch: { item?: string; view?: Layout }) =>
    void navigate({ to: '.', search: (s) => ({ ...s, ...patch }), replace: true })

  const listing = folder.data
  const selected = listing ? [...listing.folders, ...listing.files].find((i) => i.id === selectedId) : undefined
  const missing = folder.error instanceof ApiError && folder.error.status === 404
  const current = listing?.path.at(-1)

  return (
    <FillViewport className={css({ display: 'flex', position: 'relative', overflow: 'hidden', bg: 'bg.canvas' })}>
      <section
        aria-labelledby="fm-title"
        className={cx(
          css({ flex: 1, minW: 0, overflowY: 'auto' }),
          selected ? css({ display: { base: 'none', lg: 'block' } }) : undefined,
        )}
      >
        <header
          className={css({
            display: 'flex',
            flexDir: 'column',
            gap: '4',
            px: { base: '4', md: '8' },
            pt: { base: '6', md: '8' },
            pb: '6',
            bg: 'bg.surface',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <div className={css({ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: '4' })}>
            <div>
              <PageTitle
                id="fm-title"
                title={current?.name ?? t('title')}
                status={
                  listing && !missing
                    ? `${t('folderCount', { count: listing.folders.length })}, ${t('fileCount', { count: listing.files.length })}`
                    : '\u00a0'
                }
              />
            </div>
            <div
              role="group"
              aria-label={t('layout')}
              className={css({
                display: 'flex',
                gap: '1',
                p: '1',
                borderWidth: '1px',
                borderColor: 'border.default',
                borderRadius: 'lg',
              })}
            >
              <button
                type="button"
                aria-pressed={view === 'grid'}
                aria-label={t('grid')}
                onClick={() => setSearch({ view: undefined })}
                className={toggle}
              >
                <LayoutGrid size={18} />
              </button>
              <button
                type="button"
                aria-pressed={view === 'list'}
                aria-label={t('list')}
                onClick={() => setSearch({ view: 'list' })}
                className={toggle}
              >
                <List size={18} />
              </button>
            </div>
          </div>
          {/* Shown while the folder loads too: appearing with the data it pushed the whole listing down. */}
          {missing ? null : <Breadcrumb path={listing?.path} view={view === 'list' ? 'list' : undefined} />}
        </header>

        <div className={css({ px: { base: '4', md: '8' }, py: '6', display: 'flex', flexDir: 'column', gap: '8' })}>
          {folder.isPending ? (
            <LoadingBlock label={t('loading')} className={css({ py: '16' })} />
          ) : missing ? (
            <EmptyState icon={<FolderX />} title={t('notFound')}>
              <Link to="/apps/file-manager" className={css({ color: 'accent.text', textDecoration: 'underline' })}>
                {t('backHome')}
              </Link>
            </EmptyState>
          ) : folder.isError ? (
            <EmptyState icon={<FolderX />} title={t('errors.load')}>
              {folder.error.message}
            </EmptyState>
          ) : listing && listing.folders.length + listing.files.length === 0 ? (
            <EmptyState icon={<FolderOpen />} title={t('empty')} />
          ) : listing ? (
            <>
              <ItemGroup
                kind="folders"
                title={t('folders')}
                items={listing.folders}
                layout={view}
                selected={selectedId}
                onSelect={(id) => setSearch({ item: id })}
              />
              <ItemGroup
                kind="files"
                title={t('files')}
                items={listing.files}
                layout={view}
                selected={selectedId}
                onSelect={(id) => setSearch({ item: id })}
              />
            </>
          ) : null}
        </div>
      </section>
      {selected ? (
        <aside
          aria-label={t('details.label')}
          className={css({
            position: { base: 'absolute', lg: 'relative' },
            inset: { base: 0, lg: 'auto' },
            w: { base: 'full', lg: '24rem' },
            flexShrink: 0,
            bg: 'bg.surface',
            borderLeftWidth: { lg: '1px' },
            borderColor: 'border.default',
            overflowY: 'auto',
            zIndex: 1,
          })}
        >
          <ItemDetails key={selected.id} item={selected} onClose={() => setSearch({ item: undefined })} />
        </aside>
      ) : null}
    </FillViewport>
  )
}
