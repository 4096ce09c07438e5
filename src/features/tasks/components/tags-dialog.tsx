import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { NameList, NameRow, NewNameForm } from '@/components/layout/name-list-editor'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { toastOutcome } from '@/components/ui/toaster'
import { tagSchema, type Task, type TaskPatch, type TaskTag } from '@/shared/schemas/tasks'
import { useCreateTag, useDeleteTag, useRenameTag, useTaskTags } from '../api/tasks'

const validTitle = (title: string) => tagSchema.safeParse({ title }).success

function TagRow({ tag, checked, onToggle }: { tag: TaskTag; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation('tasks')
  const rename = useRenameTag()
  const remove = useDeleteTag()
  return (
    <NameRow
      name={tag.title}
      valid={validTitle}
      onRename={(title) => rename.mutate({ id: tag.id, title }, toastOutcome({ failed: t('errors.save') }))}
      onDelete={() =>
        remove.mutate(
          tag.id,
          toastOutcome({ failed: t('errors.delete'), done: t('tags.deleted', { title: tag.title }) }),
        )
      }
      renameLabel={t('tags.rename', { title: tag.title })}
      deleteLabel={t('tags.delete', { title: tag.title })}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        aria-label={t('tags.apply', { title: tag.title })}
        className={css({ w: '5', h: '5', flexShrink: 0, accentColor: 'var(--colors-accent-solid)', cursor: 'pointer' })}
      />
    </NameRow>
  )
}

/** Every tag: apply to this task, rename, delete (which takes it off every task), or create a new one. */
export function TagsDialog({
  open,
  onOpenChange,
  task,
  onSave,
}: {
  open: boolean
  onOpenChange: (o: boolean) => void
  task: Task
  onSave: (p: TaskPatch) => void
}) {
  const { t } = useTranslation('tasks')
  const tags = useTaskTags()
  const create = useCreateTag()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string>()
  const add = () => {
    const parsed = tagSchema.safeParse({ title: draft })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message)
    create.mutate(parsed.data.title, {
      onSuccess: (tag) => {
        setDraft('')
        setError(undefined)
        onSave({ tags: [...task.tags, tag.id] })
      },
      onError: (e) => setError(e.message),
    })
  }
  const toggle = (id: string) =>
    onSave({ tags: task.tags.includes(id) ? task.tags.filter((x) => x !== id) : [...task.tags, id] })
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('tags.dialogTitle')}
      description={t('tags.dialogDescription')}
      size="sm"
      footer={<Button onClick={() => onOpenChange(false)}>{t('tags.done')}</Button>}
    >
      <NewNameForm
        value={draft}
        onChange={setDraft}
        onAdd={add}
        label={t('tags.new')}
        placeholder={t('tags.newPlaceholder')}
        addText={t('tags.add')}
        disabled={create.isPending}
        error={error}
      />
      <NameList>
        {(tags.data ?? []).map((tag) => (
          <TagRow key={tag.id} tag={tag} checked={task.tags.includes(tag.id)} onToggle={() => toggle(tag.id)} />
        ))}
      </NameList>
    </Dialog>
  )
}
