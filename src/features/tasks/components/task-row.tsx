import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowDown, ArrowUp, CalendarDays, GripVertical } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { toastOutcome } from '@/components/ui/toaster'
import type { Task } from '@/shared/schemas/tasks'
import { useUpdateTask } from '../api/tasks'
import { dueLabel, isOverdue } from '../lib/dates'

const rowBase = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: { base: '2', md: '3' },
  minH: '14',
  pl: { base: '1', md: '4' },
  pr: { base: '4', md: '8' },
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  _hover: { bg: 'bg.hover' },
})
const above = css({ position: 'relative', zIndex: 1 })

export function SortableTaskRow({
  task,
  active,
  remaining,
  tagTitles,
}: {
  task: Task
  active: boolean
  remaining?: number
  tagTitles: Map<string, string>
}) {
  const { t, i18n } = useTranslation('tasks')
  const update = useUpdateTask()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
  })
  const section = task.type === 'section'
  const title = task.title || t(section ? 'untitledSection' : 'untitledTask')

  const toggle = () =>
    update.mutate({ id: task.id, task: { completed: !task.completed } }, toastOutcome({ failed: t('errors.save') }))

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        rowBase,
        section && css({ bg: 'bg.muted', minH: '12' }),
        active && css({ bg: 'accent.subtle', _hover: { bg: 'accent.subtle' } }),
        isDragging && css({ zIndex: 2, boxShadow: 'lg', opacity: 0.95 }),
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t('reorder', { title })}
        className={cx(
          above,
          css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            w: '8',
            h: '10',
            borderRadius: 'md',
            color: 'fg.subtle',
            cursor: 'grab',
            touchAction: 'none',
            _hover: { color: 'fg.default' },
            _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
          }),
        )}
      >
        <GripVertical size={18} />
      </button>
      {section ? null : (
        <input
          type="checkbox"
          checked={task.completed}
          onChange={toggle}
          aria-label={t('markComplete', { title })}
          className={cx(
            above,
            css({ w: '5', h: '5', accentColor: 'var(--colors-accent-solid)', cursor: 'pointer', flexShrink: 0 }),
          )}
        />
      )}
      <Link
        to="/apps/tasks/$id"
        params={{ id: task.id }}
        search={(s) => s}
        className={cx(
          css({
            flex: 1,
            minW: 0,
            py: '3',
            truncate: true,
            _after: { content: '""', position: 'absolute', inset: 0 },
            _focusVisible: {
              outline: 'none',
              _after: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '-2px' },
            },
          }),
          section
            ? css({
                textStyle: 'overline',
                color: 'fg.muted',
              })
            : css({ fontWeight: 'medium' }),
          task.completed && !section && css({ textDecoration: 'line-through', color: 'fg.subtle' }),
          !task.title && css({ fontStyle: 'italic', color: 'fg.subtle' }),
        )}
      >
        {title}
      </Link>
      {section ? (
        <span className={css({ fontSize: 'xs', color: 'fg.subtle', fontWeight: 'semibold', whiteSpace: 'nowrap' })}>
          {t('remaining', { count: remaining ?? 0 })}
        </span>
      ) : (
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 })}>
          <div className={css({ display: { base: 'none', md: 'flex' }, gap: '1' })}>
            {task.tags.slice(0, 2).map((id) =>
              tagTitles.has(id) ? (
                <span
                  key={id}
                  className={css({
                    fontSize: 'xs',
                    fontWeight: 'semibold',
                    px: '2',
                    py: '0.5',
                    borderRadius: 'full',
                    bg: 'bg.subtle',
                    color: 'fg.muted',
                  })}
                >
                  {tagTitles.get(id)}
                </span>
              ) : null,
            )}
          </div>
          {task.dueDate ? (
            <span
              className={cx(
                css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: '1',
                  fontSize: 'xs',
                  color: 'fg.muted',
                  whiteSpace: 'nowrap',
                }),
                !task.completed && isOverdue(task.dueDate) && css({ color: 'danger.text', fontWeight: 'semibold' }),
              )}
            >
              <CalendarDays size={14} aria-hidden />
              {dueLabel(task.dueDate, i18n.language)}
            </span>
          ) : null}
          {task.priority === 2 ? (
            <ArrowUp size={16} role="img" aria-label={t('priority.2')} className={css({ color: 'danger.text' })} />
          ) : task.priority === 0 ? (
            <ArrowDown size={16} role="img" aria-label={t('priority.0')} className={css({ color: 'success.text' })} />
          ) : null}
        </div>
      )}
    </li>
  )
}
