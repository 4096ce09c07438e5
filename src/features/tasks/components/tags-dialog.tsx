import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Plus, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toaster'
import { tagSchema, type Task, type TaskPatch, type TaskTag } from '@/shared/schemas/tasks'
import { useCreateTag, useDeleteTag, useRenameTag, useTaskTags } from '../api/tasks'

function TagRow({ tag, checked, onToggle }: { tag: TaskTag; checked: boolean; onToggle: () => void }) {
  const { t } = useTranslation('tasks')
  const rename = useRenameTag()
  const remove = useDeleteTag()
  const [title, setTitle] = useState(tag.title)
  const commit = () => {
    if (title.trim() === tag.title) return
    if (!tagSchema.safeParse({ title }).success) return setTitle(tag.title)
    rename.mutate({ id: tag.id, title: title.trim() }, { onError: (e) => toast('error', t('errors.save'), e.message) })
  }
  return (
    <li className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <input
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        aria-label={t('tags.apply', { title: tag.title })}
        className={css({ w: '5', h: '5', flexShrink: 0, accentColor: 'var(--colors-accent-solid)', cursor: 'pointer' })}
      />
      <Input
        value={title}
        aria-label={t('tags.rename', { title: tag.title })}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      <Button
        variant="ghost"
        size="iconSm"
        aria-label={t('tags.delete', { title: tag.title })}
        onClick={() =>
          remove.mutate(tag.id, {
            onSuccess: () => toast('success', t('tags.deleted', { title: tag.title })),
            onError: (e) => toast('error', t('errors.delete'), e.message),
          })
        }
      >
        <Trash2 />
      </Button>
    </li>
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
      <form
        onSubmit={(e) => {
          e.preventDefault()
          add()
        }}
        className={css({ display: 'flex', gap: '2', mb: '4' })}
      >
        <Input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('tags.newPlaceholder')}
          aria-label={t('tags.new')}
          aria-invalid={Boolean(error)}
        />
        <Button type="submit" disabled={create.isPending}>
          <Plus />
          {t('tags.add')}
        </Button>
      </form>
      {error ? (
        <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm', mb: '3' })}>
          {error}
        </p>
      ) : null}
      <ul className={css({ display: 'flex', flexDir: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })}>
        {(tags.data ?? []).map((tag) => (
          <TagRow key={tag.id} tag={tag} checked={task.tags.includes(tag.id)} onToggle={() => toggle(tag.id)} />
        ))}
      </ul>
    </Dialog>
  )
}
