import { useMemo } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ListChecks } from 'lucide-react'
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { css } from 'styled-system/css'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/loading-block'
import { toastOutcome } from '@/components/ui/toaster'
import type { Task } from '@/shared/schemas/tasks'
import { useReorderTasks, useTaskTags } from '../api/tasks'
import { moveItem, remainingBySection } from '../lib/list'
import { SortableTaskRow } from './task-row'
import { useDeferredArrival } from '@/lib/use-deferred-arrival'

/** Rows only move up and down. */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 })

/** The whole list, sortable by pointer and by keyboard (Space to lift, arrows to move, Space to drop). */
export function TaskList({ query, openId }: { query: UseQueryResult<Task[]>; openId?: string }) {
  const { t } = useTranslation('tasks')
  const reorder = useReorderTasks()
  const tags = useTaskTags()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  // The rows draw the first answer in a deferred pass (see useDeferredArrival).
  const answer = useDeferredArrival(query.data)
  const tasks = useMemo(() => answer ?? [], [answer])
  const counts = useMemo(() => remainingBySection(tasks), [tasks])
  const tagTitles = useMemo(() => new Map((tags.data ?? []).map((tag) => [tag.id, tag.title])), [tags.data])

  const titleOf = (id: UniqueIdentifier) => {
    const task = tasks.find((x) => x.id === id)
    return task?.title || t(task?.type === 'section' ? 'untitledSection' : 'untitledTask')
  }
  const positionOf = (id: UniqueIdentifier | undefined) => tasks.findIndex((x) => x.id === id) + 1
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('dnd.start', { title: titleOf(active.id), position: positionOf(active.id), total: tasks.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dnd.over', { title: titleOf(active.id), position: positionOf(over.id), total: tasks.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('dnd.end', { title: titleOf(active.id), position: positionOf(over.id), total: tasks.length })
        : undefined,
    onDragCancel: ({ active }) => t('dnd.cancel', { title: titleOf(active.id) }),
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const next = moveItem(
      tasks,
      tasks.findIndex((x) => x.id === active.id),
      tasks.findIndex((x) => x.id === over.id),
    )
    reorder.mutate(next, toastOutcome({ failed: t('errors.reorder') }))
  }

  if (!answer && !query.isError) {
    return <LoadingBlock label={t('loading')} className={css({ py: '16' })} />
  }
  if (query.isError)
    return (
      <EmptyState icon={<ListChecks />} title={t('errors.load')}>
        {query.error.message}
      </EmptyState>
    )
  if (tasks.length === 0) {
    return (
      <EmptyState icon={<ListChecks />} title={t('empty')}>
        <p>{t('emptyHint')}</p>
      </EmptyState>
    )
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
    >
      <SortableContext items={tasks.map((x) => x.id)} strategy={verticalListSortingStrategy}>
        <ul aria-label={t('listLabel')} className={css({ listStyle: 'none', m: 0, p: 0 })}>
          {tasks.map((task) => (
            <SortableTaskRow
              key={task.id}
              task={task}
              active={task.id === openId}
              remaining={counts.get(task.id)}
              tagTitles={tagTitles}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}
