import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Plus, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { SubTask, Task, TaskPatch } from '@/shared/schemas/tasks'

function SubTaskRow({
  sub,
  onChange,
  onRemove,
}: {
  sub: SubTask
  onChange: (s: SubTask) => void
  onRemove: () => void
}) {
  const { t } = useTranslation('tasks')
  const [title, setTitle] = useState(sub.title)
  return (
    <li className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <input
        type="checkbox"
        checked={sub.completed}
        onChange={() => onChange({ ...sub, completed: !sub.completed })}
        aria-label={t('subTasks.complete', { title: sub.title || t('untitledTask') })}
        className={css({ w: '5', h: '5', flexShrink: 0, accentColor: 'var(--colors-accent-solid)', cursor: 'pointer' })}
      />
      <Input
        value={title}
        aria-label={t('subTasks.title')}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={() => title !== sub.title && onChange({ ...sub, title })}
        className={css(
          { borderColor: 'transparent', bg: 'transparent', _hover: { borderColor: 'border.default' } },
          sub.completed ? { textDecoration: 'line-through', color: 'fg.subtle' } : {},
        )}
      />
      <Button variant="ghost" size="iconSm" aria-label={t('subTasks.remove', { title: sub.title })} onClick={onRemove}>
        <Trash2 />
      </Button>
    </li>
  )
}

/** The checklist of a task; every change saves the whole list, as the API takes it. */
export function SubTasks({ task, onSave }: { task: Task; onSave: (patch: TaskPatch) => void }) {
  const { t } = useTranslation('tasks')
  const [draft, setDraft] = useState('')
  const subs = task.subTasks
  const done = subs.filter((s) => s.completed).length
  const add = () => {
    if (!draft.trim()) return
    onSave({ subTasks: [...subs, { id: crypto.randomUUID(), title: draft.trim(), completed: false }] })
    setDraft('')
  }
  return (
    <section aria-labelledby={`subtasks-${task.id}`} className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
      <h2 id={`subtasks-${task.id}`} className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>
        {t('subTasks.label')}{' '}
        {subs.length ? (
          <span className={css({ color: 'fg.subtle' })}>
            ({done}/{subs.length})
          </span>
        ) : null}
      </h2>
      <ul className={css({ display: 'flex', flexDir: 'column', gap: '1', listStyle: 'none', p: 0, m: 0 })}>
        {subs.map((sub) => (
          <SubTaskRow
            key={sub.id}
            sub={sub}
            onChange={(next) => onSave({ subTasks: subs.map((s) => (s.id === sub.id ? next : s)) })}
            onRemove={() => onSave({ subTasks: subs.filter((s) => s.id !== sub.id) })}
          />
        ))}
      </ul>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          add()
        }}
        className={css({ display: 'flex', gap: '2' })}
      >
        <Input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('subTasks.placeholder')}
          aria-label={t('subTasks.new')}
        />
        <Button type="submit" variant="outline" disabled={!draft.trim()}>
          <Plus />
          {t('subTasks.add')}
        </Button>
      </form>
    </section>
  )
}
