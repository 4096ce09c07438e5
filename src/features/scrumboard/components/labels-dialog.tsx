import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { NameList, NameRow, NewNameForm } from '@/components/layout/name-list-editor'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { toastOutcome } from '@/components/ui/toaster'
import type { BoardLabel } from '@/shared/schemas/scrumboard'
import { useCreateLabel, useDeleteLabel, useRenameLabel } from '../api/scrumboard'
import { labelChip, labelTone } from '../lib/display'

const notBlank = (title: string) => title.trim() !== ''

function LabelRow({ label }: { label: BoardLabel }) {
  const { t } = useTranslation('scrumboard')
  const rename = useRenameLabel()
  const remove = useDeleteLabel()
  return (
    <NameRow
      name={label.title}
      valid={notBlank}
      onRename={(title) => rename.mutate({ id: label.id, title }, toastOutcome({ failed: t('errors.save') }))}
      onDelete={() =>
        remove.mutate(
          label.id,
          toastOutcome({ failed: t('errors.delete'), done: t('labels.deleted', { title: label.title }) }),
        )
      }
      renameLabel={t('labels.rename', { title: label.title })}
      deleteLabel={t('labels.delete', { title: label.title })}
    >
      <span
        aria-hidden
        className={cx(labelChip, labelTone(label.title), css({ w: '3', h: '3', p: 0, flexShrink: 0 }))}
      />
    </NameRow>
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
      toastOutcome({ failed: t('errors.save'), after: () => setDraft('') }),
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
      <NewNameForm
        value={draft}
        onChange={setDraft}
        onAdd={add}
        label={t('labels.new')}
        placeholder={t('labels.newPlaceholder')}
        addText={t('labels.add')}
        disabled={!draft.trim() || create.isPending}
      />
      <NameList>
        {labels.map((l) => (
          <LabelRow key={l.id} label={l} />
        ))}
      </NameList>
      {labels.length === 0 ? <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>{t('labels.none')}</p> : null}
    </Dialog>
  )
}
