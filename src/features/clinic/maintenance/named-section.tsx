import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Plus } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/toaster'
import { lazyZodResolver } from '@/lib/forms/zod-resolver'
import type { Named, NamedInput } from '@/shared/schemas/clinic/catalog'
import type { Resource } from '../api/keys'
import { useAll, useSave } from '../api/records'
import { DeleteRecordDialog, RecordActions } from '../components/record-actions'
import { RecordForm, useRecordSubmit } from '../components/record-form'
import { Panel } from '../components/page'
import { QueryView } from '../components/states'
import { emptyLine, recordRow } from '../components/styles'
import { translateMessage } from '../lib/messages'

/** One small named list (specialties, procedure or product categories): add, rename, describe, delete. */
export function NamedSection({ resource, title, icon }: { resource: Resource; title: string; icon: React.ReactNode }) {
  const { t } = useTranslation('clinic')
  const list = useAll<Named>(resource, { sort: 'name' })
  const [editing, setEditing] = useState<Named | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Named | null>(null)
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
      <QueryView query={list}>
        {(rows) =>
          rows.length ? (
            <ul className={css({ maxH: '28rem', overflowY: 'auto' })}>
              {rows.map((row) => (
                <li key={row.id} className={recordRow}>
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
                  <RecordActions name={row.name} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={emptyLine}>{t('maintenance.emptyList')}</p>
          )
        }
      </QueryView>
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
      <DeleteRecordDialog resource={resource} record={deleting} onClose={() => setDeleting(null)} />
    </Panel>
  )
}

const namedResolver = lazyZodResolver(() => import('@/shared/schemas/clinic/catalog').then((m) => m.namedInputSchema))

function NamedForm({ resource, row, onDone }: { resource: Resource; row: Named | null; onDone: () => void }) {
  const { t } = useTranslation('clinic')
  const save = useSave<Named, NamedInput>(resource)
  const form = useForm({
    resolver: namedResolver,
    defaultValues: { name: row?.name ?? '', description: row?.description ?? '' },
  })
  const e = form.formState.errors
  const { submit, failure } = useRecordSubmit(form, (body) => save.mutateAsync({ id: row?.id, body }), {
    fields: ['name', 'description'],
    onSaved: () => {
      toast('success', t('maintenance.saved'))
      onDone()
    },
  })
  return (
    <RecordForm onSubmit={submit} failure={failure} submitting={form.formState.isSubmitting} onCancel={onDone}>
      <Field label={t('maintenance.name')} error={translateMessage(t, e.name?.message)}>
        {(ids) => <Input {...ids} {...form.register('name')} autoFocus />}
      </Field>
      <Field label={t('maintenance.description')} error={translateMessage(t, e.description?.message)}>
        {(ids) => <Textarea {...ids} rows={3} {...form.register('description')} size="rows" />}
      </Field>
    </RecordForm>
  )
}
