import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NameList, NameRow, NewNameForm } from '@/components/layout/name-list-editor'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { toastOutcome } from '@/components/ui/toaster'
import { noteLabelSchema, type NoteLabel } from '@/shared/schemas/notes'
import { useCreateLabel, useDeleteLabel, useNoteLabels, useRenameLabel } from '../api/notes'

const validTitle = (title: string) => noteLabelSchema.safeParse({ title }).success

function LabelRow({ label, onDeleted }: { label: NoteLabel; onDeleted: (id: string) => void }) {
  const { t } = useTranslation('notes')
  const rename = useRenameLabel()
  const remove = useDeleteLabel()
  return (
    <NameRow
      name={label.title}
      valid={validTitle}
      onRename={(title) => rename.mutate({ id: label.id, title }, toastOutcome({ failed: t('errors.save') }))}
      onDelete={() =>
        remove.mutate(
          label.id,
          toastOutcome({
            failed: t('errors.delete'),
            done: t('labels.deleted', { title: label.title }),
            after: () => onDeleted(label.id),
          }),
        )
      }
      renameLabel={t('labels.rename', { title: label.title })}
      deleteLabel={t('labels.delete', { title: label.title })}
    />
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
      <NewNameForm
        value={draft}
        onChange={setDraft}
        onAdd={add}
        label={t('labels.new')}
        placeholder={t('labels.newPlaceholder')}
        addText={t('labels.add')}
        disabled={create.isPending}
        error={error}
      />
      <NameList>
        {(labels.data ?? []).map((l) => (
          <LabelRow key={l.id} label={l} onDeleted={onDeleted} />
        ))}
      </NameList>
    </Dialog>
  )
}
