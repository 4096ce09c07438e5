import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Pencil, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { toast } from '@/components/ui/toaster'
import type { Resource } from '../api/keys'
import { useRemove } from '../api/records'
import { explainError } from '../lib/errors'

/** A maintenance record's buttons: anything extra, edit, and delete (which `DeleteRecordDialog` confirms). */
export function RecordActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string
  onEdit: () => void
  onDelete?: () => void
  children?: ReactNode
}) {
  const { t } = useTranslation('clinic')
  return (
    <>
      {children}
      <Button variant="ghost" size="iconSm" aria-label={t('maintenance.editNamed', { name })} onClick={onEdit}>
        <Pencil />
      </Button>
      {onDelete ? (
        <Button
          variant="ghost"
          size="iconSm"
          aria-label={t('maintenance.deleteNamed', { name })}
          onClick={onDelete}
          className={css({ color: 'danger.text' })}
        >
          <Trash2 />
        </Button>
      ) : null}
    </>
  )
}

/** Asks before deleting a maintenance record, then deletes it and says how that went. */
export function DeleteRecordDialog({
  resource,
  record,
  onClose,
}: {
  resource: Resource
  /** The record to delete, with the name the question and the toasts use; null keeps the dialog closed. */
  record: { id: string; name: string } | null
  onClose: () => void
}) {
  const { t } = useTranslation('clinic')
  const remove = useRemove(resource)
  return (
    <ConfirmDialog
      open={record !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t('maintenance.deleteTitle')}
      message={t('maintenance.deleteText', { name: record?.name ?? '' })}
      confirmLabel={t('actions.delete')}
      cancelLabel={t('actions.cancel')}
      onConfirm={() =>
        record &&
        remove.mutate(record.id, {
          onSuccess: () => toast('success', t('maintenance.deleted', { name: record.name })),
          onError: (e) => {
            const { title, detail } = explainError(t, e)
            toast('error', title, detail)
          },
        })
      }
    />
  )
}
