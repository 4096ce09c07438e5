import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Info } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import type { FileItem } from '@/shared/schemas/file-manager'
import { useItemWords } from '../lib/item-words'
import { FileIcon } from './file-icon'
import { dateFormat } from '@/lib/intl'

export type Layout = 'grid' | 'list'

interface Props {
  items: FileItem[]
  layout: Layout
  selected?: string
  onSelect: (id: string) => void
}

const tile = cx(
  card({ padding: 'none', clip: false }),
  css({
    position: 'relative',
    display: 'flex',
    flexDir: 'column',
    alignItems: 'center',
    gap: '3',
    p: '4',
    pt: '6',
    h: '44',
    textAlign: 'center',
    transition: 'box-shadow 150ms',
    _hover: { boxShadow: 'md' },
    '&:has(> :is(a, button):first-child:focus-visible)': {
      outline: '2px solid',
      outlineColor: 'accent.ring',
      outlineOffset: '2px',
    },
  }),
)
const row = css({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: { base: '2.5rem 1fr auto', md: '2.5rem 1fr 8rem 8rem 2.5rem' },
  alignItems: 'center',
  gap: '4',
  px: '4',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _hover: { bg: 'bg.hover' },
  '&:has(> :is(a, button):first-child:focus-visible)': {
    outline: '2px solid',
    outlineColor: 'accent.ring',
    outlineOffset: '-2px',
  },
})
const cover = css({ position: 'absolute', inset: 0, borderRadius: 'inherit', cursor: 'pointer', outline: 'none' })
const selectedStyle = css({ borderColor: 'accent.ring', bg: 'accent.subtle', _hover: { bg: 'accent.subtle' } })

function Primary({ item, layout, onSelect }: { item: FileItem; layout: Layout; onSelect: (id: string) => void }) {
  const { t } = useTranslation('fileManager')
  // A folder opens (its id goes in the URL); a file opens its details.
  if (item.type === 'folder') {
    return (
      <Link
        to="/apps/file-manager"
        search={{ folderId: item.id, view: layout === 'list' ? 'list' : undefined }}
        aria-label={t('openFolder', { name: item.name })}
        className={cover}
      />
    )
  }
  return (
    <button
      type="button"
      onClick={() => onSelect(item.id)}
      aria-label={t('showDetails', { name: item.name })}
      className={cover}
    />
  )
}

function FolderInfo({ item, onSelect }: { item: FileItem; onSelect: (id: string) => void }) {
  const { t } = useTranslation('fileManager')
  if (item.type !== 'folder') return null
  return (
    <button
      type="button"
      onClick={() => onSelect(item.id)}
      aria-label={t('showDetails', { name: item.name })}
      className={css({
        position: 'relative',
        zIndex: 1,
        display: 'inline-flex',
        p: '1.5',
        borderRadius: 'full',
        color: 'fg.subtle',
        cursor: 'pointer',
        _hover: { bg: 'bg.hover', color: 'fg.default' },
        _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
      })}
    >
      <Info size={18} />
    </button>
  )
}

/** Folders or files as tiles or as rows; every item is one tab stop (plus the details button of a folder). */
export function ItemViews({ items, layout, selected, onSelect }: Props) {
  const { i18n } = useTranslation('fileManager')
  const say = useItemWords()
  const detailOf = (item: FileItem) => (item.contents ? say.contents(item.contents) : say.size(item.size))
  if (layout === 'grid') {
    return (
      <ul
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
          gap: '4',
          listStyle: 'none',
          p: 0,
          m: 0,
        })}
      >
        {items.map((item) => (
          <li key={item.id} className={cx(tile, item.id === selected && selectedStyle)}>
            <Primary item={item} layout={layout} onSelect={onSelect} />
            {item.type === 'folder' ? (
              <span className={css({ position: 'absolute', top: '1.5', right: '1.5' })}>
                <FolderInfo item={item} onSelect={onSelect} />
              </span>
            ) : null}
            <FileIcon type={item.type} />
            <span className={css({ fontSize: 'sm', fontWeight: 'semibold', lineClamp: 2, overflowWrap: 'anywhere' })}>
              {item.name}
            </span>
            <span className={css({ fontSize: 'xs', color: 'fg.muted', mt: '-2' })}>{detailOf(item)}</span>
          </li>
        ))}
      </ul>
    )
  }
  const date = dateFormat(i18n.language, { dateStyle: 'medium' })
  return (
    <ul
      className={css({
        listStyle: 'none',
        p: 0,
        m: 0,
        bg: 'bg.surface',
        borderRadius: '2xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        overflow: 'hidden',
        '& > li:last-child': { borderBottomWidth: 0 },
      })}
    >
      {items.map((item) => (
        <li key={item.id} className={cx(row, item.id === selected && selectedStyle)}>
          <Primary item={item} layout={layout} onSelect={onSelect} />
          <FileIcon type={item.type} size={32} />
          <span className={css({ fontWeight: 'medium', fontSize: 'sm', truncate: true })}>{item.name}</span>
          <span className={css({ fontSize: 'xs', color: 'fg.muted', display: { base: 'none', md: 'block' } })}>
            {date.format(new Date(item.modifiedAt))}
          </span>
          <span className={css({ fontSize: 'xs', color: 'fg.muted', textAlign: { base: 'right', md: 'left' } })}>
            {item.type === 'folder' ? detailOf(item) : `${item.type} · ${say.size(item.size)}`}
          </span>
          <span className={css({ display: { base: 'none', md: 'block' } })}>
            {item.type === 'folder' ? <FolderInfo item={item} onSelect={onSelect} /> : null}
          </span>
        </li>
      ))}
    </ul>
  )
}
