import { lazy, useEffect, useEffectEvent, useState } from 'react'
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CheckCircle2, Circle, FileQuestion, Tags, Trash2, X } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { MountWhenOpened } from '@/components/ui/mount-when-opened'
import { EmptyState } from '@/components/ui/empty-state'
import { Field } from '@/components/ui/field'
import { Input, Select, Textarea } from '@/components/ui/input'
import { LoadingBlock } from '@/components/ui/loading-block'
import { toast, toastOutcome } from '@/components/ui/toaster'
import { PRIORITIES, TASK_TITLE_MAX } from '@/shared/constants/tasks'
import type { Task, TaskPatch } from '@/shared/schemas/tasks'
import { useDeleteTask, useTaskMembers, useTaskTags, useTasks, useUpdateTask } from '../api/tasks'
import { fromDateInput, toDateInput } from '../lib/dates'
import { SubTasks } from './sub-tasks'

const TagsDialog = lazy(() => import('./tags-dialog').then((m) => ({ default: m.TagsDialog })))

const route = getRouteApi('/_auth/_app/apps/tasks/$id')
const SAVE_DELAY = 300

export function TaskDetail() {
  const { t } = useTranslation('tasks')
  const { id } = route.useParams()
  const tasks = useTasks()
  if (tasks.isPending) {
    return <LoadingBlock label={t('loading')} className={css({ py: '16' })} />
  }
  const task = tasks.data?.find((x) => x.id === id)
  if (!task) {
    return (
      <div className={css({ p: '6' })}>
        <CloseLink />
        <EmptyState icon={<FileQuestion />} title={t('detail.notFound')} />
      </div>
    )
  }
  return <TaskForm key={task.id} task={task} />
}

function CloseLink() {
  const { t } = useTranslation('tasks')
  return (
    <Link
      to="/apps/tasks"
      search={(s) => ({ q: s.q })}
      aria-label={t('detail.close')}
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        w: '10',
        h: '10',
        borderRadius: 'full',
        _hover: { bg: 'bg.hover' },
        _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
      })}
    >
      <X size={20} />
    </Link>
  )
}

function TaskForm({ task }: { task: Task }) {
  const { t } = useTranslation('tasks')
  const navigate = useNavigate()
  const update = useUpdateTask()
  const remove = useDeleteTask()
  const members = useTaskMembers()
  const tags = useTaskTags()
  const [title, setTitle] = useState(task.title)
  const [notes, setNotes] = useState(task.notes ?? '')
  const [confirm, setConfirm] = useState(false)
  const [tagsOpen, setTagsOpen] = useState(false)
  const section = task.type === 'section'
  const titleError = title.length > TASK_TITLE_MAX ? t('detail.titleTooLong', { max: TASK_TITLE_MAX }) : undefined

  const save = (patch: TaskPatch) =>
    update.mutate({ id: task.id, task: patch }, toastOutcome({ failed: t('errors.save') }))
  const saveTitle = () => {
    if (!titleError && title !== task.title) save({ title })
  }
  const saveNotes = () => {
    if (notes !== (task.notes ?? '')) save({ notes: notes || null })
  }
  // Typing is saved once it pauses (300 ms, as the template does), so a reload never loses a title or note
  // the user typed but did not leave.
  const saveTitleSoon = useEffectEvent(saveTitle)
  const saveNotesSoon = useEffectEvent(saveNotes)
  useEffect(() => {
    const timer = setTimeout(saveTitleSoon, SAVE_DELAY)
    return () => clearTimeout(timer)
  }, [title])
  useEffect(() => {
    const timer = setTimeout(saveNotesSoon, SAVE_DELAY)
    return () => clearTimeout(timer)
  }, [notes])
  // Opening another task or closing the panel within the pause unmounts the form: save what is still pending.
  useEffect(
    () => () => {
      saveTitleSoon()
      saveNotesSoon()
    },
    [],
  )
  const del = () =>
    remove.mutate(task.id, {
      onSuccess: () => {
        toast('success', t(section ? 'detail.sectionDeleted' : 'detail.deleted'))
        void navigate({ to: '/apps/tasks', search: (s) => ({ q: s.q }) })
      },
      onError: (e) => toast('error', t('errors.delete'), e.message),
    })

  const tagTitle = new Map((tags.data ?? []).map((x) => [x.id, x.title]))
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '6', p: { base: '4', md: '6' } })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        {section ? (
          <span
            className={css({
              fontSize: 'sm',
              fontWeight: 'semibold',
              color: 'fg.muted',
              textTransform: 'uppercase',
              letterSpacing: 'wider',
            })}
          >
            {t('detail.section')}
          </span>
        ) : (
          <Button
            variant={task.completed ? 'subtle' : 'outline'}
            size="sm"
            aria-pressed={task.completed}
            onClick={() => save({ completed: !task.completed })}
            className={css({ borderRadius: 'full' })}
          >
            {task.completed ? <CheckCircle2 /> : <Circle />}
            {task.completed ? t('detail.completed') : t('detail.markComplete')}
          </Button>
        )}
        <div className={css({ flex: 1 })} />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t(section ? 'detail.deleteSection' : 'detail.delete')}
          title={t(section ? 'detail.deleteSection' : 'detail.delete')}
          onClick={() => setConfirm(true)}
        >
          <Trash2 />
        </Button>
        <CloseLink />
      </div>

      <Field label={t('detail.title')} error={titleError}>
        {(ids) => (
          <Textarea
            {...ids}
            rows={2}
            autoFocus={!task.title}
            value={title}
            placeholder={t(section ? 'untitledSection' : 'untitledTask')}
            onChange={(e) => setTitle(e.target.value)}
            onBlur={saveTitle}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) {
                e.preventDefault()
                saveTitle()
              }
            }}
            // Grows with the title, so a long one is never cut at the second line.
            className={css({
              h: 'auto',
              py: '2',
              fontSize: 'lg',
              fontWeight: 'semibold',
              resize: 'vertical',
              fieldSizing: 'content',
              minH: '4.5rem',
            })}
          />
        )}
      </Field>

      {section ? null : (
        <>
          <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
            <fieldset className={css({ display: 'flex', flexDir: 'column', gap: '1.5', border: 'none', p: 0, m: 0 })}>
              <legend className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted', mb: '1.5' })}>
                {t('priority.label')}
              </legend>
              <div
                className={css({
                  display: 'flex',
                  borderWidth: '1px',
                  borderColor: 'border.strong',
                  borderRadius: 'lg',
                  overflow: 'hidden',
                })}
              >
                {PRIORITIES.map((p) => (
                  <label
                    key={p}
                    className={cx(
                      css({
                        flex: 1,
                        textAlign: 'center',
                        py: '2',
                        fontSize: 'sm',
                        fontWeight: 'medium',
                        cursor: 'pointer',
                        _hover: { bg: 'bg.hover' },
                        '&:has(:focus-visible)': {
                          outline: '2px solid',
                          outlineColor: 'accent.ring',
                          outlineOffset: '-2px',
                        },
                      }),
                      task.priority === p &&
                        css({ bg: 'accent.subtle', color: 'accent.text', _hover: { bg: 'accent.muted' } }),
                    )}
                  >
                    <input
                      type="radio"
                      name={`priority-${task.id}`}
                      value={p}
                      checked={task.priority === p}
                      onChange={() => save({ priority: p })}
                      className={css({ srOnly: true })}
                    />
                    {t(`priority.${p}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            <Field label={t('detail.dueDate')}>
              {(ids) => (
                <Input
                  {...ids}
                  type="date"
                  value={toDateInput(task.dueDate)}
                  onChange={(e) => save({ dueDate: fromDateInput(e.target.value) })}
                />
              )}
            </Field>
          </div>

          <Field label={t('detail.assignee')}>
            {(ids) => (
              <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                {task.assignedTo ? (
                  <Avatar name={members.data?.find((m) => m.id === task.assignedTo)?.name ?? '?'} size={36} />
                ) : null}
                <Select
                  {...ids}
                  value={task.assignedTo ?? ''}
                  onChange={(e) => save({ assignedTo: e.target.value || null })}
                >
                  <option value="">{t('detail.unassigned')}</option>
                  {(members.data ?? []).map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </Select>
              </div>
            )}
          </Field>

          <div className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
            <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between' })}>
              <h2 className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>{t('tags.label')}</h2>
              <Button variant="ghost" size="sm" onClick={() => setTagsOpen(true)}>
                <Tags />
                {t('tags.edit')}
              </Button>
            </div>
            <ul
              aria-label={t('tags.label')}
              className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: 0, m: 0 })}
            >
              {task.tags
                .filter((id) => tagTitle.has(id))
                .map((id) => (
                  <li
                    key={id}
                    className={css({
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: '1',
                      pl: '3',
                      pr: '1',
                      h: '7',
                      borderRadius: 'full',
                      bg: 'accent.subtle',
                      color: 'accent.text',
                      fontSize: 'sm',
                      fontWeight: 'semibold',
                    })}
                  >
                    {tagTitle.get(id)}
                    <button
                      type="button"
                      aria-label={t('tags.remove', { title: tagTitle.get(id) })}
                      onClick={() => save({ tags: task.tags.filter((x) => x !== id) })}
                      className={css({
                        display: 'inline-flex',
                        p: '1',
                        borderRadius: 'full',
                        cursor: 'pointer',
                        _hover: { bg: 'accent.muted' },
                      })}
                    >
                      <X size={14} />
                    </button>
                  </li>
                ))}
              {task.tags.length === 0 ? (
                <li className={css({ fontSize: 'sm', color: 'fg.subtle' })}>{t('tags.none')}</li>
              ) : null}
            </ul>
          </div>

          <Field label={t('detail.notes')}>
            {(ids) => (
              <Textarea
                {...ids}
                rows={5}
                value={notes}
                placeholder={t('detail.notesPlaceholder')}
                onChange={(e) => setNotes(e.target.value)}
                onBlur={saveNotes}
                size="rows"
              />
            )}
          </Field>

          <SubTasks task={task} onSave={save} />
          <MountWhenOpened open={tagsOpen}>
            <TagsDialog open={tagsOpen} onOpenChange={setTagsOpen} task={task} onSave={save} />
          </MountWhenOpened>
        </>
      )}

      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t(section ? 'detail.deleteSection' : 'detail.delete')}
        message={t('detail.deleteMessage')}
        confirmLabel={t('detail.deleteConfirm')}
        cancelLabel={t('detail.cancel')}
        onConfirm={del}
      />
    </div>
  )
}
