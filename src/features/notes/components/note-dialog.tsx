import { useId, useRef, useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Archive, ArchiveRestore, ImagePlus, Plus, Trash2, X } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { toggleChip } from 'styled-system/recipes'
import { Button } from '@/components/ui/button'
import { ConflictDialog } from '@/components/ui/conflict-dialog'
import { ConfirmDialog, Dialog } from '@/components/ui/dialog'
import { FieldGroup } from '@/components/form/field-group'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { toast, toastOutcome } from '@/components/ui/toaster'
import { useVersionedEdit } from '@/lib/forms/use-versioned-edit'
import { zodResolver } from '@/lib/forms/zod-resolver'
import type { Note, NoteView } from '@/shared/schemas/notes'
import { useCreateNote, useDeleteNote, useNoteLabels, useUpdateNote } from '../api/notes'
import { IMAGE_MAX_BYTES, formValues, noteFormSchema, toNoteInput, type NoteFormValues } from './note-form'

interface Props {
  /** The note to edit, or null for a new one. */
  note: NoteView | null
  /** The label filter in use: a new note starts with it. */
  label?: string
  onClose: () => void
}

function readImage(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })
}

/** Creates or edits a note: title, text, checklist, picture, reminder, labels, archive, delete. */
export function NoteDialog({ note, label, onClose }: Props) {
  const { t } = useTranslation('notes')
  const formId = useId()
  const fileRef = useRef<HTMLInputElement>(null)
  const labels = useNoteLabels()
  const create = useCreateNote()
  const update = useUpdateNote()
  const remove = useDeleteNote()
  const [confirm, setConfirm] = useState(false)
  const [draft, setDraft] = useState('')
  const form = useForm<NoteFormValues>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: formValues(note, label),
  })
  const edit = useVersionedEdit<Note, NoteFormValues>({
    version: note?.version,
    valuesOf: (row) => formValues({ ...row, labels: row.labels.map((id) => ({ id, title: '' })) }),
    reset: form.reset,
    save: (values, version) => save(values, version),
  })
  const tasks = useFieldArray({ control: form.control, name: 'tasks', keyName: 'key' })
  const { errors } = form.formState
  const image = form.watch('image')
  const chosen = form.watch('labels')
  const archived = form.watch('archived')

  const save = (values: NoteFormValues, version: number | undefined) => {
    const input = toNoteInput(values)
    const done = {
      onSuccess: () => (toast('success', t(note ? 'saved' : 'created')), onClose()),
      onError: (e: Error) => toast('error', t('errors.save'), e.message),
    }
    if (!note) return create.mutate(input, done)
    update.mutate(
      { ...input, id: note.id, createdAt: note.createdAt, version },
      {
        ...done,
        onError: (e) => {
          if (!edit.caught(e, values)) done.onError(e)
        },
      },
    )
  }
  const submit = form.handleSubmit((values) => save(values, edit.base))

  // What the dialog shows: label names, checklist items as text, the picture and the archive as marks.
  const shown = (v: NoteFormValues) => ({
    ...v,
    labels: v.labels.map((id) => labels.data?.find((l) => l.id === id)?.title ?? id),
    tasks: v.tasks.map((task) => `${task.completed ? '☑' : '☐'} ${task.content}`),
    image: v.image ? t('image.alt') : null,
    archived: v.archived ? t('archive') : null,
  })
  const fieldLabel = (key: keyof NoteFormValues) =>
    key === 'image' ? t('image.alt') : key === 'archived' ? t('archive') : t(`fields.${key}`)

  const pickImage = async (file: File | undefined) => {
    if (!file) return
    if (!file.type.startsWith('image/')) return toast('error', t('image.notImage'))
    if (file.size > IMAGE_MAX_BYTES) return toast('error', t('image.tooLarge'))
    form.setValue('image', await readImage(file), { shouldDirty: true })
  }
  const addTask = () => {
    if (!draft.trim()) return
    tasks.append({ id: crypto.randomUUID(), content: draft.trim(), completed: false })
    setDraft('')
  }
  const contentError = errors.content?.message === 'empty' ? t('emptyNote') : errors.content?.message

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={note ? t('edit') : t('new')}
      size="md"
      footer={
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', w: 'full' })}>
          {note ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('delete')}
              title={t('delete')}
              onClick={() => setConfirm(true)}
            >
              <Trash2 />
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            aria-label={archived ? t('unarchive') : t('archive')}
            title={archived ? t('unarchive') : t('archive')}
            aria-pressed={archived}
            onClick={() => form.setValue('archived', !archived, { shouldDirty: true })}
          >
            {archived ? <ArchiveRestore /> : <Archive />}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('image.add')}
            title={t('image.add')}
            onClick={() => fileRef.current?.click()}
          >
            <ImagePlus />
          </Button>
          <div className={css({ flex: 1 })} />
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={create.isPending || update.isPending}>
            {t('save')}
          </Button>
        </div>
      }
    >
      <form id={formId} onSubmit={submit} className={css({ display: 'flex', flexDir: 'column', gap: '4' })} noValidate>
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          hidden
          onChange={(e) => void pickImage(e.target.files?.[0])}
          aria-label={t('image.add')}
        />
        {image ? (
          <div className={css({ position: 'relative' })}>
            <img
              src={image}
              alt={t('image.alt')}
              className={css({ w: 'full', maxH: '60', objectFit: 'cover', borderRadius: 'xl' })}
            />
            <Button
              variant="outline"
              size="iconSm"
              aria-label={t('image.remove')}
              onClick={() => form.setValue('image', null, { shouldDirty: true })}
              className={css({ position: 'absolute', top: '2', right: '2' })}
            >
              <X />
            </Button>
          </div>
        ) : null}
        <Field label={t('fields.title')} error={errors.title?.message}>
          {(ids) => <Input {...ids} {...form.register('title')} autoFocus={!note} />}
        </Field>
        <Field label={t('fields.content')} error={contentError}>
          {(ids) => <Textarea {...ids} rows={5} {...form.register('content')} size="rows" />}
        </Field>

        <FieldGroup legend={t('fields.tasks')} className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
          {tasks.fields.map((field, i) => (
            <div key={field.key} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              <input
                type="checkbox"
                {...form.register(`tasks.${i}.completed`)}
                aria-label={t('task.complete', { title: field.content })}
                className={css({ w: '5', h: '5', flexShrink: 0, accentColor: 'var(--colors-accent-solid)' })}
              />
              <Input {...form.register(`tasks.${i}.content`)} aria-label={t('task.content')} size="sm" />
              <Button
                variant="ghost"
                size="iconSm"
                aria-label={t('task.remove', { title: field.content })}
                onClick={() => tasks.remove(i)}
              >
                <X />
              </Button>
            </div>
          ))}
          <div className={css({ display: 'flex', gap: '2' })}>
            <Input
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), addTask())}
              placeholder={t('task.placeholder')}
              aria-label={t('task.new')}
              size="sm"
            />
            <Button variant="outline" size="sm" onClick={addTask} disabled={!draft.trim()}>
              <Plus />
              {t('task.add')}
            </Button>
          </div>
        </FieldGroup>

        <Field label={t('fields.reminder')} hint={t('reminderHint')}>
          {(ids) => <Input {...ids} type="datetime-local" {...form.register('reminder')} />}
        </Field>

        <FieldGroup legend={t('fields.labels')}>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {(labels.data ?? []).map((l) => {
              const on = chosen.includes(l.id)
              return (
                <button
                  key={l.id}
                  type="button"
                  aria-pressed={on}
                  onClick={() =>
                    form.setValue('labels', on ? chosen.filter((x) => x !== l.id) : [...chosen, l.id], {
                      shouldDirty: true,
                    })
                  }
                  className={cx(
                    toggleChip(),
                    // A chosen label darkens under the pointer, where a card's chips keep their tint.
                    css({ '&[aria-pressed=true]': { _hover: { bg: 'accent.muted' } } }),
                  )}
                >
                  {l.title}
                </button>
              )
            })}
          </div>
        </FieldGroup>
      </form>
      {note ? (
        <ConfirmDialog
          open={confirm}
          onOpenChange={setConfirm}
          title={t('delete')}
          message={t('deleteMessage')}
          confirmLabel={t('deleteConfirm')}
          cancelLabel={t('cancel')}
          onConfirm={() =>
            remove.mutate(note.id, toastOutcome({ failed: t('errors.delete'), done: t('deleted'), after: onClose }))
          }
        />
      ) : null}
      <ConflictDialog {...edit.dialog(shown, fieldLabel)} busy={update.isPending} />
    </Dialog>
  )
}
