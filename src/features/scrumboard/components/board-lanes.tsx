import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { arrayMove } from '@dnd-kit/sortable'
import { Plus } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toaster'
import type { BoardDetail, CardView, Member } from '@/shared/schemas/scrumboard'
import { useCreateCard, useCreateList, useMoveCards, useMoveLists, useUpdateList } from '../api/scrumboard'
import { cardFirstCollisions, cardKeyboardCoordinates } from '../lib/keyboard'
import { cardMoves, columnsOf, listMoves } from '../lib/moves'
import { BoardColumn } from './board-column'
import { CardFace } from './board-card'

type Columns = Record<string, string[]>

const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } }

const containerOf = (columns: Columns, id: UniqueIdentifier) =>
  id in columns ? String(id) : Object.keys(columns).find((k) => columns[k]!.includes(String(id)))

/** The lists side by side with drag and drop of cards within and across lists, and the add-list column. */
export function BoardLanes({
  board,
  members,
  onOpenCard,
  onDeleteList,
}: {
  board: BoardDetail
  members: Map<string, Member>
  onOpenCard: (id: string) => void
  onDeleteList: (id: string) => void
}) {
  const { t } = useTranslation('scrumboard')
  const moveCards = useMoveCards(board.id)
  const moveLists = useMoveLists(board.id)
  const createCard = useCreateCard()
  const createList = useCreateList()
  const updateList = useUpdateList()
  // While a card is dragged, the lists' card ids live here so the card can hop between lists.
  const [dragging, setDragging] = useState<Columns | null>(null)
  const [activeId, setActiveId] = useState<string | null>(null)
  // The card a hop into another list was placed before: dropped while still over it, the card stays where
  // the hop put it (the card under it has not been measured in its new place yet).
  const placedBefore = useRef<UniqueIdentifier | null>(null)
  const [newList, setNewList] = useState('')
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cardKeyboardCoordinates }),
  )
  const cardsById = useMemo(() => new Map(board.lists.flatMap((l) => l.cards).map((c) => [c.id, c])), [board])
  const columns = dragging ?? columnsOf(board)
  const fail = (e: Error) => toast('error', t('errors.save'), e.message)

  const titleOf = (id: UniqueIdentifier) => cardsById.get(String(id))?.title ?? ''
  const listTitle = (id: UniqueIdentifier | undefined) => {
    const key = id === undefined ? undefined : containerOf(columns, id)
    return board.lists.find((l) => l.id === key)?.title ?? ''
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.start', { title: titleOf(active.id), list: listTitle(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('dnd.over', { title: titleOf(active.id), list: listTitle(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('dnd.end', { title: titleOf(active.id), list: listTitle(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('dnd.cancel', { title: titleOf(active.id) }),
  }

  const onDragStart = ({ active }: DragStartEvent) => {
    placedBefore.current = null
    setDragging(columnsOf(board))
    setActiveId(String(active.id))
  }
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over || !dragging) return
    const from = containerOf(dragging, active.id)
    const to = containerOf(dragging, over.id)
    if (!from || !to || from === to) return
    placedBefore.current = over.id
    setDragging((cols) => {
      if (!cols) return cols
      const target = cols[to]!
      const at = over.id in cols ? target.length : Math.max(0, target.indexOf(String(over.id)))
      return {
        ...cols,
        [from]: cols[from]!.filter((x) => x !== active.id),
        [to]: [...target.slice(0, at), String(active.id), ...target.slice(at)],
      }
    })
  }
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const cols = dragging
    const placed = placedBefore.current
    placedBefore.current = null
    setDragging(null)
    setActiveId(null)
    if (!over || !cols) return
    const list = containerOf(cols, active.id)
    if (!list) return
    let ids = cols[list]!
    const overIndex = ids.indexOf(String(over.id))
    if (overIndex !== -1 && over.id !== placed) ids = arrayMove(ids, ids.indexOf(String(active.id)), overIndex)
    const index = ids.indexOf(String(active.id))
    const card = cardsById.get(String(active.id))!
    const original = board.lists.find((l) => l.id === card.listId)!.cards.findIndex((c) => c.id === card.id)
    if (list === card.listId && index === original) return
    const moves = cardMoves(board, card.id, list, index)
    if (moves.length) moveCards.mutate(moves, { onError: fail })
  }

  const addList = () => {
    if (!newList.trim()) return
    createList.mutate({ boardId: board.id, title: newList.trim() }, { onSuccess: () => setNewList(''), onError: fail })
  }
  const active: CardView | undefined = activeId ? cardsById.get(activeId) : undefined

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={cardFirstCollisions}
      // A card that hops into another list moves the cards around it; measuring them again lets the drop see
      // the card over its own new place, not over the card it displaced (which put it one place too far).
      measuring={MEASURING}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => (setDragging(null), setActiveId(null))}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <div
        className={css({
          flex: 1,
          minH: 0,
          display: 'flex',
          alignItems: 'flex-start',
          gap: '4',
          overflowX: 'auto',
          px: { base: '4', md: '8' },
          pb: '6',
        })}
      >
        {board.lists.map((list, i) => (
          <BoardColumn
            key={list.id}
            list={list}
            cards={(columns[list.id] ?? []).map((id) => cardsById.get(id)!).filter(Boolean)}
            members={members}
            first={i === 0}
            last={i === board.lists.length - 1}
            onOpenCard={onOpenCard}
            onAddCard={(title) => createCard.mutate({ boardId: board.id, listId: list.id, title }, { onError: fail })}
            onRename={(title) => updateList.mutate({ id: list.id, title }, { onError: fail })}
            onMove={(d) => moveLists.mutate(listMoves(board, list.id, i + d), { onError: fail })}
            onDelete={() => onDeleteList(list.id)}
          />
        ))}
        <form
          onSubmit={(e) => (e.preventDefault(), addList())}
          className={css({
            flexShrink: 0,
            w: '18rem',
            display: 'flex',
            flexDir: 'column',
            gap: '2',
            p: '3',
            borderRadius: '2xl',
            borderWidth: '2px',
            borderStyle: 'dashed',
            borderColor: 'border.strong',
          })}
        >
          <Input
            value={newList}
            onChange={(e) => setNewList(e.target.value)}
            placeholder={t('list.newPlaceholder')}
            aria-label={t('list.new')}
          />
          <Button type="submit" variant="subtle" size="sm" disabled={!newList.trim() || createList.isPending}>
            <Plus />
            {t('list.add')}
          </Button>
        </form>
      </div>
      <DragOverlay>
        {active ? (
          <div
            className={css({
              w: '17rem',
              bg: 'bg.surface',
              borderRadius: 'xl',
              boxShadow: 'xl',
              transform: 'rotate(2deg)',
              cursor: 'grabbing',
            })}
          >
            <CardFace card={active} members={members} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  )
}
