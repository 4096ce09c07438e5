import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDroppable } from '@dnd-kit/core'
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { ArrowLeft, ArrowRight, Pencil, Plus, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Input, Textarea } from '@/components/ui/input'
import type { BoardList, CardView, Member } from '@/shared/schemas/scrumboard'
import { ActionMenu } from './action-menu'
import { BoardCard } from './board-card'

interface Props {
  list: BoardList
  cards: CardView[]
  members: Map<string, Member>
  first: boolean
  last: boolean
  onOpenCard: (id: string) => void
  onAddCard: (title: string) => void
  onRename: (title: string) => void
  onMove: (direction: -1 | 1) => void
  onDelete: () => void
}

/** One list: its title and menu, its cards (a drop target even when empty) and the add-card form. */
export function BoardColumn({
  list,
  cards,
  members,
  first,
  last,
  onOpenCard,
  onAddCard,
  onRename,
  onMove,
  onDelete,
}: Props) {
  const { t } = useTranslation('scrumboard')
  const { setNodeRef, isOver } = useDroppable({ id: list.id, data: { type: 'list' } })
  const [renaming, setRenaming] = useState(false)
  const [title, setTitle] = useState(list.title)
  const [adding, setAdding] = useState(false)
  const [draft, setDraft] = useState('')

  const commitRename = () => {
    setRenaming(false)
    if (title.trim() && title.trim() !== list.title) onRename(title.trim())
    else setTitle(list.title)
  }
  const addCard = () => {
    if (!draft.trim()) return
    onAddCard(draft.trim())
    setDraft('')
  }

  return (
    <section
      aria-label={list.title}
      className={css({
        flexShrink: 0,
        w: '18rem',
        maxH: 'full',
        display: 'flex',
        flexDir: 'column',
        bg: 'bg.subtle',
        borderRadius: '2xl',
        p: '2',
      })}
    >
      <header className={css({ display: 'flex', alignItems: 'center', gap: '2', px: '2', py: '1.5' })}>
        {renaming ? (
          <Input
            autoFocus
            size="sm"
            value={title}
            aria-label={t('list.title')}
            onChange={(e) => setTitle(e.target.value)}
            onBlur={commitRename}
            onKeyDown={(e) =>
              e.key === 'Enter' ? commitRename() : e.key === 'Escape' && (setTitle(list.title), setRenaming(false))
            }
          />
        ) : (
          <h2 className={css({ flex: 1, fontWeight: 'bold', fontSize: 'sm', truncate: true })}>{list.title}</h2>
        )}
        <span
          className={css({
            fontSize: 'xs',
            fontWeight: 'bold',
            color: 'fg.muted',
            bg: 'bg.surface',
            borderRadius: 'full',
            px: '2',
            py: '0.5',
          })}
          aria-label={t('list.count', { count: cards.length })}
        >
          {cards.length}
        </span>
        <ActionMenu
          label={t('list.actions', { title: list.title })}
          actions={[
            { value: 'rename', label: t('list.rename'), icon: <Pencil /> },
            { value: 'left', label: t('list.moveLeft'), icon: <ArrowLeft />, disabled: first },
            { value: 'right', label: t('list.moveRight'), icon: <ArrowRight />, disabled: last },
            { value: 'delete', label: t('list.delete'), icon: <Trash2 />, danger: true },
          ]}
          onSelect={(v) =>
            v === 'rename' ? setRenaming(true) : v === 'left' ? onMove(-1) : v === 'right' ? onMove(1) : onDelete()
          }
        />
      </header>
      <SortableContext id={list.id} items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          aria-label={t('list.cards', { title: list.title })}
          className={css({
            display: 'flex',
            flexDir: 'column',
            gap: '2',
            listStyle: 'none',
            m: 0,
            p: '1',
            minH: '16',
            overflowY: 'auto',
            borderRadius: 'xl',
            transition: 'background 150ms',
          })}
          style={isOver && cards.length === 0 ? { background: 'var(--colors-accent-subtle)' } : undefined}
        >
          {cards.map((c) => (
            <BoardCard key={c.id} card={c} members={members} onOpen={() => onOpenCard(c.id)} />
          ))}
        </ul>
      </SortableContext>
      {adding ? (
        <form
          onSubmit={(e) => (e.preventDefault(), addCard())}
          className={css({ display: 'flex', flexDir: 'column', gap: '2', p: '1', pt: '2' })}
        >
          <Textarea
            autoFocus
            rows={2}
            value={draft}
            aria-label={t('card.newTitle')}
            placeholder={t('card.newPlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault()
                addCard()
              }
              if (e.key === 'Escape') setAdding(false)
            }}
            size="rows"
          />
          <div className={css({ display: 'flex', gap: '2' })}>
            <Button type="submit" size="sm" disabled={!draft.trim()}>
              {t('card.add')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => (setAdding(false), setDraft(''))}>
              {t('cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setAdding(true)}
          className={css({ justifyContent: 'flex-start', mt: '1', color: 'fg.muted' })}
        >
          <Plus />
          {t('card.add')}
        </Button>
      )}
    </section>
  )
}
