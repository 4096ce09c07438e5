import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Plus, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { ConfirmDialog, Dialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { toast, toastOutcome } from '@/components/ui/toaster'
import type { ContactTag } from '@/shared/schemas/contacts'
import { useCreateTag, useDeleteTag, useRenameTag, useTags } from '../api/tags'

function TagRow({ tag, onDelete }: { tag: ContactTag; onDelete: () => void }) {
  const { t } = useTranslation('contacts')
  const rename = useRenameTag()
  const [title, setTitle] = useState(tag.title)
  const save = () => {
    const next = title.trim()
    if (!next || next === tag.title) return setTitle(tag.title)
    rename.mutate(
      { id: tag.id, title: next },
      {
        onSuccess: () => toast('success', t('tags.renamed')),
        onError: (e) => {
          setTitle(tag.title)
          toast('error', t('tags.renameFailed'), e.message)
        },
      },
    )
  }
  return (
    <li className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
      <Input
        aria-label={t('tags.renameLabel', { title: tag.title })}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), e.currentTarget.blur())}
      />
      <Button variant="ghost" size="icon" aria-label={t('tags.deleteLabel', { title: tag.title })} onClick={onDelete}>
        <Trash2 />
      </Button>
    </li>
  )
}

/** Create, rename (edit in place, saved on Enter or leaving the field) and delete contact tags. */
export function TagsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('contacts')
  const tags = useTags()
  const create = useCreateTag()
  const remove = useDeleteTag()
  const [title, setTitle] = useState('')
  const [deleting, setDeleting] = useState<ContactTag | null>(null)

  const add = (e: FormEvent) => {
    e.preventDefault()
    if (!title.trim()) return
    create.mutate(title.trim(), {
      onSuccess: () => setTitle(''),
      onError: (err) => toast('error', t('tags.createFailed'), err.message),
    })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('tags.manage')} description={t('tags.hint')} size="sm">
      <form onSubmit={add} className={css({ display: 'flex', gap: '2', mb: '4' })}>
        <Input
          aria-label={t('tags.newLabel')}
          placeholder={t('tags.newPlaceholder')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={40}
        />
        <Button type="submit" disabled={!title.trim() || create.isPending}>
          <Plus /> {t('tags.add')}
        </Button>
      </form>
      <ul aria-label={t('fields.tags')} className={css({ display: 'flex', flexDir: 'column', gap: '2', pb: '4' })}>
        {(tags.data ?? []).map((tag) => (
          <TagRow key={`${tag.id}-${tag.title}`} tag={tag} onDelete={() => setDeleting(tag)} />
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('tags.confirmTitle')}
        message={t('tags.confirmMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => deleting && remove.mutate(deleting.id, toastOutcome({ failed: t('tags.deleteFailed') }))}
      />
    </Dialog>
  )
}
