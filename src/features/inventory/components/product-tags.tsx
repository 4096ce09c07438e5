import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Popover } from '@ark-ui/react/popover'
import { Plus, Tags, X } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { badge } from 'styled-system/recipes'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { PopoverPortal } from '@/components/ui/open-portal'
import type { InventoryTag } from '@/shared/schemas/inventory'
import type { InventoryMutations } from '../hooks/use-inventory-mutations'
import { TagRow } from './tag-row'

interface ProductTagsProps {
  value: string[]
  onChange: (ids: string[]) => void
  tags: InventoryTag[]
  mutations: InventoryMutations
  /** A tag deleted from here (the server strips it from every product that had it). */
  onTagDeleted?: (id: string) => void
}

/**
 * The product's tags as chips, and an editor to assign them, create a tag from the search text, rename
 * or delete one. Tags are shared by every product, so creating, renaming and deleting save at once;
 * assigning is part of the product form and saves with it.
 */
export function ProductTags({ value, onChange, tags, mutations, onTagDeleted }: ProductTagsProps) {
  const { t } = useTranslation('inventory')
  const [filter, setFilter] = useState('')
  const assigned = value
    .map((id) => tags.find((tag) => tag.id === id))
    .filter((tag): tag is InventoryTag => Boolean(tag))
  const text = filter.trim()
  const shown = tags.filter((tag) => tag.title.toLowerCase().includes(text.toLowerCase()))
  const exact = tags.some((tag) => tag.title.toLowerCase() === text.toLowerCase())
  const toggle = (id: string) => onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id])

  async function create() {
    try {
      const tag = await mutations.addTag.mutateAsync(text)
      onChange([...value, tag.id])
      setFilter('')
    } catch {
      // The mutation's toast says why (e.g. the name is taken); the text stays to fix it.
    }
  }

  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' })}>
      {assigned.length === 0 ? (
        <span className={css({ fontSize: 'sm', color: 'fg.subtle' })}>{t('tags.none')}</span>
      ) : null}
      {assigned.map((tag) => (
        <span key={tag.id} className={cx(badge({ tone: 'accent' }), css({ h: '7', pl: '3', pr: '1', fontSize: 'sm' }))}>
          {tag.title}
          <button
            type="button"
            aria-label={t('tags.remove', { title: tag.title })}
            onClick={() => toggle(tag.id)}
            className={css({
              display: 'inline-flex',
              borderRadius: 'full',
              p: '0.5',
              cursor: 'pointer',
              _hover: { bg: 'accent.muted' },
              _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
            })}
          >
            <X size={14} />
          </button>
        </span>
      ))}
      <Popover.Root positioning={{ placement: 'bottom-start' }} onOpenChange={(d) => !d.open && setFilter('')}>
        <Popover.Trigger asChild>
          <Button size="sm" variant="outline">
            <Tags />
            {t('tags.manage')}
          </Button>
        </Popover.Trigger>
        <PopoverPortal>
          <Popover.Positioner className={css({ zIndex: 'popover' })}>
            <Popover.Content
              aria-label={t('tags.title')}
              className={css({
                w: '80',
                maxW: 'calc(100vw - 2rem)',
                bg: 'bg.surface',
                color: 'fg.default',
                borderRadius: 'xl',
                boxShadow: 'xl',
                borderWidth: '1px',
                borderColor: 'border.default',
                p: '3',
                outline: 'none',
              })}
            >
              <Popover.Title className={css({ fontWeight: 'semibold', fontSize: 'sm', mb: '2' })}>
                {t('tags.title')}
              </Popover.Title>
              <Input
                size="sm"
                aria-label={t('tags.filter')}
                placeholder={t('tags.filter')}
                value={filter}
                maxLength={40}
                onChange={(e) => setFilter(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault()
                    if (text && !exact) void create()
                  }
                }}
              />
              <div
                className={css({
                  maxH: '64',
                  overflowY: 'auto',
                  mt: '2',
                  display: 'flex',
                  flexDir: 'column',
                  gap: '0.5',
                })}
              >
                {shown.map((tag) => (
                  <TagRow
                    key={tag.id}
                    tag={tag}
                    checked={value.includes(tag.id)}
                    onToggle={() => toggle(tag.id)}
                    onRename={(title) => mutations.editTag.mutateAsync({ id: tag.id, title })}
                    onDelete={async () => {
                      await mutations.dropTag.mutateAsync(tag)
                      onChange(value.filter((v) => v !== tag.id))
                      onTagDeleted?.(tag.id)
                    }}
                  />
                ))}
                {shown.length === 0 && !text ? (
                  <p className={css({ fontSize: 'sm', color: 'fg.subtle', p: '2' })}>{t('tags.none')}</p>
                ) : null}
                {shown.length === 0 && text ? (
                  <p className={css({ fontSize: 'sm', color: 'fg.subtle', p: '2' })}>{t('tags.noMatch')}</p>
                ) : null}
              </div>
              {text && !exact ? (
                <Button
                  size="sm"
                  variant="subtle"
                  className={css({ w: 'full', mt: '2' })}
                  disabled={mutations.addTag.isPending}
                  onClick={() => void create()}
                >
                  <Plus />
                  {t('tags.create', { title: text })}
                </Button>
              ) : null}
            </Popover.Content>
          </Popover.Positioner>
        </PopoverPortal>
      </Popover.Root>
    </div>
  )
}
