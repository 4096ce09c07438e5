import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Plus, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { ConfirmDialog, Dialog } from '@/components/ui/dialog'
import { Input, Select } from '@/components/ui/input'
import { toast, toastOutcome } from '@/components/ui/toaster'
import { LABEL_COLORS, type LabelColor } from '@/shared/constants/mailbox'
import type { MailLabel } from '@/shared/schemas/mailbox'
import { useCreateLabel, useDeleteLabel, useLabels, usePatchLabel } from '../api/mailbox'
import { LABEL_HEX } from '../lib/display'

function ColorSelect({
  value,
  onChange,
  label,
}: {
  value: LabelColor
  onChange: (c: LabelColor) => void
  label: string
}) {
  const { t } = useTranslation('mailbox')
  return (
    <div className={css({ position: 'relative', w: '36', flexShrink: 0 })}>
      <span
        aria-hidden
        className={css({
          position: 'absolute',
          left: '3',
          top: '50%',
          transform: 'translateY(-50%)',
          w: '3',
          h: '3',
          borderRadius: 'full',
          pointerEvents: 'none',
        })}
        style={{ background: LABEL_HEX[value] }}
      />
      <Select
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value as LabelColor)}
        className={css({ pl: '8' })}
      >
        {LABEL_COLORS.map((c) => (
          <option key={c} value={c}>
            {t(`colors.${c}`)}
          </option>
        ))}
      </Select>
    </div>
  )
}

function LabelRow({ label, onDelete }: { label: MailLabel; onDelete: () => void }) {
  const { t } = useTranslation('mailbox')
  const patch = usePatchLabel()
  const [title, setTitle] = useState(label.title)
  const save = (changes: { title?: string; color?: LabelColor }) =>
    patch.mutate(
      { id: label.id, label: changes },
      {
        onError: (e) => {
          setTitle(label.title)
          toast('error', t('labelsDialog.failed'), e.message)
        },
      },
    )
  return (
    <li className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
      <Input
        aria-label={t('labelsDialog.rename', { title: label.title })}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={() =>
          title.trim() && title.trim() !== label.title ? save({ title: title.trim() }) : setTitle(label.title)
        }
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), e.currentTarget.blur())}
      />
      <ColorSelect
        value={label.color}
        onChange={(color) => save({ color })}
        label={t('labelsDialog.colorOf', { title: label.title })}
      />
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('labelsDialog.delete', { title: label.title })}
        onClick={onDelete}
      >
        <Trash2 />
      </Button>
    </li>
  )
}

/** Create (unique slug from the title, made by the server), rename, recolour and delete mail labels. */
export function LabelsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation('mailbox')
  const labels = useLabels()
  const create = useCreateLabel()
  const remove = useDeleteLabel()
  const [title, setTitle] = useState('')
  const [color, setColor] = useState<LabelColor>('blue')
  const [deleting, setDeleting] = useState<MailLabel | null>(null)

  const add = (e: FormEvent) => {
    e.preventDefault()
    if (!title.trim()) return
    create.mutate(
      { title: title.trim(), color },
      { onSuccess: () => setTitle(''), onError: (err) => toast('error', t('labelsDialog.failed'), err.message) },
    )
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('editLabels')}
      description={t('labelsDialog.hint')}
      size="md"
    >
      <form onSubmit={add} className={css({ display: 'flex', gap: '2', mb: '5' })}>
        <Input
          aria-label={t('labelsDialog.newTitle')}
          placeholder={t('labelsDialog.newTitle')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={60}
        />
        <ColorSelect value={color} onChange={setColor} label={t('labelsDialog.newColor')} />
        <Button type="submit" disabled={!title.trim() || create.isPending}>
          <Plus /> {t('labelsDialog.add')}
        </Button>
      </form>
      <ul aria-label={t('labels')} className={css({ display: 'flex', flexDir: 'column', gap: '2', pb: '4' })}>
        {(labels.data ?? []).map((l) => (
          <LabelRow key={`${l.id}-${l.title}-${l.color}`} label={l} onDelete={() => setDeleting(l)} />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('labelsDialog.confirmTitle')}
        message={t('labelsDialog.confirmMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('labelsDialog.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={() => deleting && remove.mutate(deleting.id, toastOutcome({ failed: t('labelsDialog.failed') }))}
      />
    </Dialog>
  )
}
