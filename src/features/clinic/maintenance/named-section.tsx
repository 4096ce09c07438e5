import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { ConfirmDialog, Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { lazyZodResolver } from '@/lib/forms/zod-resolver'
import type { Named, NamedInput } from '@/shared/schemas/clinic/catalog'
import type { Resource } from '../api/keys'
import { useAll, useRemove, useSave } from '../api/records'
import { FormAlert } from '../components/form-alert'
import { Panel } from '../components/page'
import { LoadError, Loading } from '../components/states'
import { applyFieldError, explainError } from '../lib/errors'
import { translateMessage } from '../lib/messages'

/** One small named list (specialties, procedure or product categories): add, rename, describe, delete. */
export function NamedSection({ resource, title, icon }: { resource: Resource; title: string; icon: React.ReactNode }) {
  const { t } = useTranslation('clinic')
  const list = useAll<Named>(resource, { sort: 'name' })
  const remove = useRemove(resource)
  const [editing, setEditing] = useState<Named | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Named | null>(null)
  const onDelete = (row: Named) =>
    remove.mutate(row.id, {
      onSuccess: () => toast('success', t('maintenance.deleted', { name: row.name })),
      onError: (e) => {
        const { title: why, detail } = explainError(t, e)
        toast('error', why, detail)
      },
    })
  return (
    <Panel
      title={
        <span
          className={css({ display: 'inline-flex', alignItems: 'center', gap: '2', '& svg': { color: 'accent.text' } })}
        >
          {icon} {title}
          {list.data ? (
            <span className={css({ fontSize: 'xs', color: 'fg.subtle', fontWeight: 'medium' })}>
              ({list.data.length})
            </span>
          ) : null}
        </span>
      }
      actions={
        <Button
          size="sm"
          variant="subtle"
          onClick={() => setEditing('new')}
          aria-label={t('maintenance.addTo', { list: title })}
        >
          <Plus /> {t('actions.add')}
        </Button>
      }
      flush
    >
      {list.error ? (
        <LoadError error={list.error} />
      ) : !list.data ? (
        <Loading />
      ) : !list.data.length ? (
        <p className={css({ p: '5', fontSize: 'sm', color: 'fg.muted' })}>{t('maintenance.emptyList')}</p>
      ) : (
        <ul className={css({ maxH: '28rem', overflowY: 'auto' })}>
          {list.data.map((row) => (
            <li
              key={row.id}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '2',
                px: '5',
                py: '3',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
                _last: { borderBottomWidth: 0 },
              })}
            >
              <div className={css({ flex: 1, minW: 0 })}>
                <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{row.name}</p>
                {row.description ? (
                  <p
                    className={css({
                      fontSize: 'xs',
                      color: 'fg.muted',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    })}
                  >
                    {row.description}
                  </p>
                ) : null}
              </div>
              <Button
                variant="ghost"
                size="iconSm"
                aria-label={t('maintenance.editNamed', { name: row.name })}
                onClick={() => setEditing(row)}
              >
                <Pencil />
              </Button>
              <Button
                variant="ghost"
                size="iconSm"
                aria-label={t('maintenance.deleteNamed', { name: row.name })}
                onClick={() => setDeleting(row)}
                className={css({ color: 'danger.text' })}
              >
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(o) => !o && setEditing(null)}
        title={
          editing === 'new'
            ? t('maintenance.addTo', { list: title })
            : t('maintenance.editNamed', { name: editing?.name ?? '' })
        }
        size="sm"
      >
        {editing ? (
          <NamedForm
            key={editing === 'new' ? 'new' : editing.id}
            resource={resource}
            row={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('maintenance.deleteTitle')}
        message={t('maintenance.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() => deleting && onDelete(deleting)}
      />
    </Panel>
  )
}

const namedResolver = lazyZodResolver(() => import('@/shared/schemas/clinic/catalog').then((m) => m.namedInputSchema))

function NamedForm({ resource, row, onDone }: { resource: Resource; row: Named | null; onDone: () => void }) {
  const { t } = useTranslation('clinic')
  const save = useSave<Named, NamedInput>(resource)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    resolver: namedResolver,
    defaultValues: { name: row?.name ?? '', description: row?.description ?? '' },
  })
  const e = form.formState.errors
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await save.mutateAsync({ id: row?.id, body: values })
      toast('success', t('maintenance.saved'))
      onDone()
    } catch (error) {
      if (!applyFieldError(t, error, form.setError, ['name', 'description'])) setFailure(explainError(t, error).title)
    }
  })
  return (
    <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '4', pb: '4' })}>
      {failure ? <FormAlert title={t('errors.save')} detail={failure} /> : null}
      <Field label={t('maintenance.name')} error={translateMessage(t, e.name?.message)}>
        {(ids) => <Input {...ids} {...form.register('name')} autoFocus />}
      </Field>
      <Field label={t('maintenance.description')} error={translateMessage(t, e.description?.message)}>
        {(ids) => (
          <Textarea {...ids} rows={3} {...form.register('description')} className={css({ h: 'auto', py: '2' })} />
        )}
      </Field>
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3' })}>
        <Button variant="outline" onClick={onDone}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? <Spinner /> : null}
          {t('actions.save')}
        </Button>
      </div>
    </form>
  )
}
