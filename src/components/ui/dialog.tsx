import { lazy } from 'react'
import { Button } from './button'
import { MountWhenOpened } from './mount-when-opened'
// A type import: erased, so the frame's code still loads only when a dialog first opens.
import type { DialogProps } from './dialog-frame'

export type { DialogProps }

const DialogFrame = lazy(() => import('./dialog-frame').then((m) => ({ default: m.DialogFrame })))

/**
 * An accessible modal dialog (focus trap, Escape, labelled title). Its code (Ark's dialog and the zag
 * machinery under it, ~15 kB) loads the first time it opens, so a page pays for it only when it is used.
 */
export function Dialog(props: DialogProps) {
  return (
    <MountWhenOpened open={props.open}>
      <DialogFrame {...props} />
    </MountWhenOpened>
  )
}

interface ConfirmProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  message: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  danger?: boolean
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  danger = true,
}: ConfirmProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={message}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button
            variant={danger ? 'danger' : 'solid'}
            onClick={() => {
              onConfirm()
              onOpenChange(false)
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  )
}
