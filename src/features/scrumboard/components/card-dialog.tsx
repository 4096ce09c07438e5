import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Trash2 } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { toggleChip } from 'styled-system/recipes'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { ConfirmDialog, Dialog } from '@/components/ui/dialog'
import { FieldGroup } from '@/components/form/field-group'
import { Field } from '@/components/ui/field'
import { Input, Select, Textarea } from '@/components/ui/input'
import { toastOutcome } from '@/components/ui/toaster'
import type { BoardDetail, CardPatch, CardView, Member } from '@/shared/schemas/scrumboard'
import { useDeleteCard, useUpdateCard } from '../api/scrumboard'
import { labelChip, labelTone } from '../lib/display'
import { appendPosition } from '../lib/positions'

const pad = (n: number) => String(n).padStart(2, '0')
const toDateInput = (iso: string | null) => {
  if (!iso) return ''
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}
const fromDateInput = (v: string) => {
  if (!v) return null
  const [y, m, d] = v.split('-').map(Number)
  return new Date(y!, m! - 1, d!).toISOString()
}

const toggle = (ids: string[], id: string) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id])
const pill = toggleChip()

/** The card's details: title, list (the keyboard way to move it), description, due date, labels, members. */
export function CardDialog({
  board,
  card,
  members,
  onClose,
}: {
  board: BoardDetail
  card: CardView
  members: Map<string, Member>
  onClose: () => void
}) {
  const { t } = useTranslation('scrumboard')
  const formId = useId()
  const update = useUpdateCard()
  const remove = useDeleteCard()
  const [confirm, setConfirm] = useState(false)
  const [values, setValues] = useState({
    title: card.title,
    listId: card.listId,
    description: card.description,
    dueDate: toDateInput(card.dueDate),
    labels: card.labels.flatMap((l) => (l ? [l.id] : [])),
    members: card.members,
  })
  const [error, setError] = useState<string>()

  const save = () => {
    if (!values.title.trim()) return setError(t('card.titleRequired'))
    const patch: CardPatch = {
      title: values.title.trim(),
      description: values.description,
      dueDate: fromDateInput(values.dueDate),
      labels: values.labels,
      members: values.members,
    }
    if (values.listId !== card.listId) {
      // Moving through the form puts the card at the bottom of its new list.
      patch.listId = values.listId
      patch.position = appendPosition(board.lists.find((l) => l.id === values.listId)?.cards ?? [])
    }
    update.mutate({ id: card.id, card: patch }, toastOutcome({ failed: t('errors.save'), after: onClose }))
  }

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('card.details')}
      size="md"
      footer={
        <div className={css({ display: 'flex', gap: '2', w: 'full' })}>
          <Button variant="ghost" onClick={() => setConfirm(true)} className={css({ color: 'danger.text' })}>
            <Trash2 />
            {t('card.delete')}
          </Button>
          <span className={css({ flex: 1 })} />
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={update.isPending}>
            {t('save')}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => (e.preventDefault(), save())}
        className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
      >
        <Field label={t('card.title')} error={error}>
          {(ids) => (
            <Input
              {...ids}
              value={values.title}
              onChange={(e) => (setValues({ ...values, title: e.target.value }), setError(undefined))}
            />
          )}
        </Field>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
          <Field label={t('card.list')}>
            {(ids) => (
              <Select {...ids} value={values.listId} onChange={(e) => setValues({ ...values, listId: e.target.value })}>
                {board.lists.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('card.dueDate')}>
            {(ids) => (
              <Input
                {...ids}
                type="date"
                value={values.dueDate}
                onChange={(e) => setValues({ ...values, dueDate: e.target.value })}
              />
            )}
          </Field>
        </div>
        <Field label={t('card.description')}>
          {(ids) => (
            <Textarea
              {...ids}
              rows={4}
              value={values.description}
              onChange={(e) => setValues({ ...values, description: e.target.value })}
              size="rows"
            />
          )}
        </Field>
        <FieldGroup legend={t('card.labels')}>
          {board.labels.length ? (
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              {board.labels.map((l) => (
                <button
                  key={l.id}
                  type="button"
                  aria-pressed={values.labels.includes(l.id)}
                  onClick={() => setValues({ ...values, labels: toggle(values.labels, l.id) })}
                  className={pill}
                >
                  <span aria-hidden className={cx(labelChip, labelTone(l.title), css({ w: '2.5', h: '2.5', p: 0 }))} />
                  {l.title}
                </button>
              ))}
            </div>
          ) : (
            <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>{t('labels.none')}</p>
          )}
        </FieldGroup>
        <FieldGroup legend={t('card.members')}>
          {board.members.length ? (
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              {board.members.map((id) => {
                const m = members.get(id)
                return m ? (
                  <button
                    key={id}
                    type="button"
                    aria-pressed={values.members.includes(id)}
                    onClick={() => setValues({ ...values, members: toggle(values.members, id) })}
                    className={cx(pill, css({ pl: '1' }))}
                  >
                    <Avatar name={m.name} src={m.avatar} size={24} />
                    {m.name}
                  </button>
                ) : null
              })}
            </div>
          ) : (
            <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>{t('card.noMembers')}</p>
          )}
        </FieldGroup>
      </form>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('card.delete')}
        message={t('card.deleteMessage')}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() =>
          remove.mutate(card.id, toastOutcome({ failed: t('errors.delete'), done: t('card.deleted'), after: onClose }))
        }
      />
    </Dialog>
  )
}
