import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CalendarX2, Pencil, Plus, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { ConfirmDialog, Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { zodResolver } from '@/lib/forms/zod-resolver'
import {
  blockedPeriodInputSchema,
  type BlockedPeriod,
  type BlockedPeriodInput,
} from '@/shared/schemas/clinic/blocked-periods'
import { useAll, useRemove, useSave } from '../api/records'
import { FormAlert } from '../components/form-alert'
import { Panel } from '../components/page'
import { LoadError, Loading } from '../components/states'
import { formGrid } from '../components/styles'
import { applyFieldError, explainError } from '../lib/errors'
import { fmt, today, useDateLocale } from '../lib/dates'
import { upcomingFirst } from './holiday-order'
import { translateMessage } from '../lib/messages'

/** Clinic-wide closures (holidays): nobody can be booked on those days. */
export function BlockedPeriodsPanel() {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const list = useAll<BlockedPeriod>('blocked-periods', { sort: 'from', order: 'desc' })
  const remove = useRemove('blocked-periods')
  const [editing, setEditing] = useState<BlockedPeriod | 'new' | null>(null)
  const [deleting, setDeleting] = useState<BlockedPeriod | null>(null)
  const now = today()
  return (
    <Panel
      title={t('holidays.title')}
      actions={
        <Button size="sm" onClick={() => setEditing('new')}>
          <Plus /> {t('holidays.add')}
        </Button>
      }
      flush
    >
      {list.error ? (
        <LoadError error={list.error} />
      ) : !list.data ? (
        <Loading />
      ) : !list.data.length ? (
        <p className={css({ p: '5', color: 'fg.muted', fontSize: 'sm' })}>{t('holidays.empty')}</p>
      ) : (
        <ul>
          {upcomingFirst(list.data, now).map((b) => (
            <li
              key={b.id}
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                px: '5',
                py: '3',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
                _last: { borderBottomWidth: 0 },
              })}
              style={{ opacity: b.to < now ? 0.6 : 1 }}
            >
              <CalendarX2 size={18} aria-hidden className={css({ color: 'warning.text', flexShrink: 0 })} />
              <div className={css({ flex: 1, minW: 0 })}>
                <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{b.reason}</p>
                <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                  {b.from === b.to
                    ? fmt(b.from, 'PPPP', locale)
                    : `${fmt(b.from, 'PP', locale)} – ${fmt(b.to, 'PP', locale)}`}
                </p>
              </div>
              <Button
                variant="ghost"
                size="iconSm"
                aria-label={t('maintenance.editNamed', { name: b.reason })}
                onClick={() => setEditing(b)}
              >
                <Pencil />
              </Button>
              <Button
                variant="ghost"
                size="iconSm"
                aria-label={t('maintenance.deleteNamed', { name: b.reason })}
                onClick={() => setDeleting(b)}
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
        title={editing === 'new' ? t('holidays.add') : t('holidays.edit')}
        size="sm"
      >
        {editing ? (
          <HolidayForm
            key={editing === 'new' ? 'new' : editing.id}
            row={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('maintenance.deleteTitle')}
        message={t('maintenance.deleteText', { name: deleting?.reason ?? '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onError: (e) => toast('error', explainError(t, e).title),
            onSuccess: () => toast('success', t('maintenance.deleted', { name: deleting.reason })),
          })
        }
      />
    </Panel>
  )
}

function HolidayForm({ row, onDone }: { row: BlockedPeriod | null; onDone: () => void }) {
  const { t } = useTranslation('clinic')
  const save = useSave<BlockedPeriod, BlockedPeriodInput>('blocked-periods')
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm<BlockedPeriodInput, unknown, BlockedPeriodInput>({
    resolver: zodResolver(blockedPeriodInputSchema) as unknown as Resolver<
      BlockedPeriodInput,
      unknown,
      BlockedPeriodInput
    >,
    defaultValues: { from: row?.from ?? today(), to: row?.to ?? today(), reason: row?.reason ?? '' },
  })
  const e = form.formState.errors
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await save.mutateAsync({ id: row?.id, body: values })
      toast('success', t('maintenance.saved'))
      onDone()
    } catch (error) {
      if (!applyFieldError(t, error, form.setError, ['from', 'to', 'reason'])) setFailure(explainError(t, error).title)
    }
  })
  return (
    <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '4', pb: '4' })}>
      {failure ? <FormAlert title={t('errors.save')} detail={failure} /> : null}
      <div className={formGrid}>
        <Field label={t('doctors.from')} error={translateMessage(t, e.from?.message)}>
          {(ids) => <Input {...ids} type="date" {...form.register('from')} />}
        </Field>
        <Field label={t('doctors.to')} error={translateMessage(t, e.to?.message)}>
          {(ids) => <Input {...ids} type="date" {...form.register('to')} />}
        </Field>
      </div>
      <Field label={t('doctors.reason')} error={translateMessage(t, e.reason?.message)}>
        {(ids) => <Input {...ids} {...form.register('reason')} />}
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
