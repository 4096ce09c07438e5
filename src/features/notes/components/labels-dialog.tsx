import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Plus, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toaster'
import { noteLabelSchema, type NoteLabel } from '@/shared/schemas/notes'
import { useCreateLabel, useDeleteLabel, useNoteLabels, useRenameLabel } from '../api/notes'

function LabelRow({ label, onDeleted }: { label: NoteLabel; onDeleted: (id: string) => void }) {
  const { t } = useTranslation('notes')
  const rename = useRenameLabel()
  const remove = useDeleteLabel()
  const [title, setTitle] = useState(label.title)
  const commit = () => {
    if (title.trim() === label.title) return
    if (!noteLabelSchema.safeParse({ title }).success) return setTitle(label.title)
    rename.mutate(
      { id: label.id, title: title.trim() },
      { onError: (e) => toast('error', t('errors.save'), e.message) },
    )
  }
  return (
    <li className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <Input
        value={title}
        aria-label={t('labels.rename', { title: label.title })}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      <Button
        variant="ghost"
        size="iconSm"
        aria-label={t('labels.delete', { title: label.title })}
        onClick={() =>
          remove.mutate(label.id, {
            onSuccess: () => (onDeleted(label.id), toast('success', t('labels.deleted', { title: label.title }))),
            onError: (e) => toast('error', t('errors.delete'), e.message),
          })
        }
      >
        <Trash2 />
      </Button>
    </li>
  )
}

/** Create, rename and delete labels; deleting one takes it off every note. */
export function LabelsDialog({
  open,
  onOpenChange,
  onDeleted,
}: {
  open: boolean
  onOpenChange: (o: boolean) => void
  onDeleted: (id: string) => void
}) {
  const { t } = useTranslation('notes')
  const labels = useNoteLabels()
  const create = useCreateLabel()
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string>()
  const add = () => {
    const parsed = noteLabelSchema.safeParse({ title: draft })
    if (!parsed.success) return setError(t('labels.required'))
    create.mutate(parsed.data.title, {
      onSuccess: () => (setDraft(''), setError(undefined)),
      onError: (e) => setError(e.message),
    })
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('labels.title')}
      description={t('labels.description')}
      size="sm"
      footer={<Button onClick={() => onOpenChange(false)}>{t('labels.done')}</Button>}
    >
      <form onSubmit={(e) => (e.preventDefault(), add())} className={css({ display: 'flex', gap: '2', mb: '4' })}>
        <Input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('labels.newPlaceholder')}
          aria-label={t('labels.new')}
          aria-invalid={Boolean(error)}
        />
        <Button type="submit" disabled={create.isPending}>
          <Plus />
          {t('labels.add')}
        </Button>
      </form>
      {error ? (
        <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm', mb: '3' })}>
          {error}
        </p>
      ) : null}
      <ul className={css({ display: 'flex', flexDir: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })}>
        {(labels.data ?? []).map((l) => (
          <LabelRow key={l.id} label={l} onDeleted={onDeleted} />
        ))}
      </ul>
    </Dialog>
  )
}
