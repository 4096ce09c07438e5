import type React from 'react'
import { useTranslation } from 'react-i18next'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { AlignLeft, CalendarDays, GripVertical } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import type { CardView, Member } from '@/shared/schemas/scrumboard'
import { isPast, labelChip, labelTone, shortDate } from '../lib/display'

const cardBox = css({
  position: 'relative',
  bg: 'bg.surface',
  borderRadius: 'xl',
  borderWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'sm',
  _hover: { boxShadow: 'md' },
  '&:has(> button:focus-visible)': { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '1px' },
})

/** What a card shows; used in the list and as the drag preview. */
export function CardFace({ card, members }: { card: CardView; members: Map<string, Member> }) {
  const { t, i18n } = useTranslation('scrumboard')
  const labels = card.labels.filter((l): l is NonNullable<typeof l> => l !== null)
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '2.5', p: '4', textAlign: 'left' })}>
      {labels.length ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1' })}>
          {labels.map((l) => (
            <span key={l.id} className={cx(labelChip, labelTone(l.title))}>
              {l.title}
            </span>
          ))}
        </div>
      ) : null}
      <span className={css({ fontWeight: 'semibold', fontSize: 'sm', lineHeight: 'snug' })}>{card.title}</span>
      {card.dueDate || card.description || card.members.length ? (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', color: 'fg.muted', fontSize: 'xs' })}>
          {card.dueDate ? (
            <span
              className={cx(
                css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: '1',
                  px: '1.5',
                  py: '0.5',
                  borderRadius: 'md',
                }),
                isPast(card.dueDate) && css({ bg: 'danger.subtle', color: 'danger.text', fontWeight: 'semibold' }),
              )}
            >
              <CalendarDays size={13} aria-hidden />
              <span className={css({ srOnly: true })}>{t('card.due')}: </span>
              {shortDate(card.dueDate, i18n.language)}
            </span>
          ) : null}
          {card.description ? <AlignLeft size={14} role="img" aria-label={t('card.hasDescription')} /> : null}
          <span className={css({ flex: 1 })} />
          <span className={css({ display: 'flex', pl: '1.5', '& > *': { ml: '-1.5' } })}>
            {card.members.slice(0, 3).map((id) => {
              const m = members.get(id)
              return m ? (
                <Avatar
                  key={id}
                  name={m.name}
                  src={m.avatar}
                  size={24}
                  className={css({ borderWidth: '2px', borderColor: 'bg.surface' })}
                />
              ) : null
            })}
          </span>
        </div>
      ) : null}
    </div>
  )
}

/** A card in its list: drag it with the pointer anywhere, or with the keyboard from its grip; click to open it. */
export function BoardCard({
  card,
  members,
  onOpen,
}: {
  card: CardView
  members: Map<string, Member>
  onOpen: () => void
}) {
  const { t } = useTranslation('scrumboard')
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: card.id,
    data: { type: 'card' },
  })
  // The pointer may grab the card anywhere; the keyboard drags from the grip, so Enter on the card still opens it.
  const onPointerDown = listeners?.onPointerDown as React.PointerEventHandler | undefined
  const onKeyDown = listeners?.onKeyDown as React.KeyboardEventHandler | undefined
  return (
    <li
      ref={setNodeRef}
      onPointerDown={onPointerDown}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        cardBox,
        css({ touchAction: 'manipulation', '&:hover > [data-grip], &:focus-within > [data-grip]': { opacity: 1 } }),
        isDragging && css({ opacity: 0.4 }),
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('card.open', { title: card.title })}
        className={css({ position: 'absolute', inset: 0, borderRadius: 'xl', cursor: 'pointer', outline: 'none' })}
      />
      <CardFace card={card} members={members} />
      <button
        ref={setActivatorNodeRef}
        type="button"
        data-grip
        {...attributes}
        onKeyDown={onKeyDown}
        aria-label={t('card.move', { title: card.title })}
        className={css({
          position: 'absolute',
          top: '1',
          right: '1',
          display: 'inline-flex',
          p: '1',
          borderRadius: 'md',
          color: 'fg.subtle',
          bg: 'bg.surface',
          cursor: 'grab',
          opacity: { base: 1, md: 0 },
          _focusVisible: { opacity: 1, outline: '2px solid', outlineColor: 'accent.ring' },
        })}
      >
        <GripVertical size={16} />
      </button>
    </li>
  )
}
