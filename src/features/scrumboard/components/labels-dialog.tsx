import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Plus, Trash2 } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toaster'
import type { BoardLabel } from '@/shared/schemas/scrumboard'
import { useCreateLabel, useDeleteLabel, useRenameLabel } from '../api/scrumboard'
import { labelChip, labelTone } from '../lib/display'

function LabelRow({ label }: { label: BoardLabel }) {
  const { t } = useTranslation('scrumboard')
  const rename = useRenameLabel()
  const remove = useDeleteLabel()
  const [title, setTitle] = useState(label.title)
  const commit = () => {
    if (!title.trim()) return setTitle(label.title)
    if (title.trim() !== label.title)
      rename.mutate(
        { id: label.id, title: title.trim() },
        { onError: (e) => toast('error', t('errors.save'), e.message) },
      )
  }
  return (
    <li className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      <span
        aria-hidden
        className={cx(labelChip, labelTone(label.title), css({ w: '3', h: '3', p: 0, flexShrink: 0 }))}
      />
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
            onSuccess: () => toast('success', t('labels.deleted', { title: label.title })),
            onError: (e) => toast('error', t('errors.delete'), e.message),
          })
        }
      >
        <Trash2 />
      </Button>
    </li>
  )
}

/** The board's labels: create, rename, delete (deleting takes the label off every card). */
export function LabelsDialog({
  boardId,
  labels,
  onClose,
}: {
  boardId: string
  labels: BoardLabel[]
  onClose: () => void
}) {
  const { t } = useTranslation('scrumboard')
  const create = useCreateLabel()
  const [draft, setDraft] = useState('')
  const add = () => {
    if (!draft.trim()) return
    create.mutate(
      { boardId, title: draft.trim() },
      { onSuccess: () => setDraft(''), onError: (e) => toast('error', t('errors.save'), e.message) },
    )
  }
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('labels.title')}
      description={t('labels.description')}
      size="sm"
      footer={<Button onClick={onClose}>{t('done')}</Button>}
    >
      <form onSubmit={(e) => (e.preventDefault(), add())} className={css({ display: 'flex', gap: '2', mb: '4' })}>
        <Input
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={t('labels.newPlaceholder')}
          aria-label={t('labels.new')}
        />
        <Button type="submit" disabled={!draft.trim() || create.isPending}>
          <Plus />
          {t('labels.add')}
        </Button>
      </form>
      <ul className={css({ display: 'flex', flexDir: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })}>
        {labels.map((l) => (
          <LabelRow key={l.id} label={l} />
        ))}
      </ul>
      {labels.length === 0 ? <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>{t('labels.none')}</p> : null}
    </Dialog>
  )
}
