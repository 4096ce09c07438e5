import { useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CalendarX2, Plus } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/toaster'
import { zodResolver } from '@/lib/forms/zod-resolver'
import {
  blockedPeriodInputSchema,
  type BlockedPeriod,
  type BlockedPeriodInput,
} from '@/shared/schemas/clinic/blocked-periods'
import { useAll, useSave } from '../api/records'
import { DeleteRecordDialog, RecordActions } from '../components/record-actions'
import { RecordForm, useRecordSubmit } from '../components/record-form'
import { DateRangeFields } from '../components/date-range-fields'
import { Panel } from '../components/page'
import { QueryView } from '../components/states'
import { emptyLine, recordRow } from '../components/styles'
import { fmt, today, useDateLocale } from '../lib/dates'
import { upcomingFirst } from './holiday-order'
import { translateMessage } from '../lib/messages'

/** Clinic-wide closures (holidays): nobody can be booked on those days. */
export function BlockedPeriodsPanel() {
  const { t } = useTranslation('clinic')
  const locale = useDateLocale()
  const list = useAll<BlockedPeriod>('blocked-periods', { sort: 'from', order: 'desc' })
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
      <QueryView query={list}>
        {(rows) =>
          rows.length ? (
            <ul>
              {upcomingFirst(rows, now).map((b) => (
                <li key={b.id} className={recordRow} style={{ opacity: b.to < now ? 0.6 : 1 }}>
                  <CalendarX2 size={18} aria-hidden className={css({ color: 'warning.text', flexShrink: 0 })} />
                  <div className={css({ flex: 1, minW: 0 })}>
                    <p className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{b.reason}</p>
                    <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                      {b.from === b.to
                        ? fmt(b.from, 'PPPP', locale)
                        : `${fmt(b.from, 'PP', locale)} – ${fmt(b.to, 'PP', locale)}`}
                    </p>
                  </div>
                  <RecordActions name={b.reason} onEdit={() => setEditing(b)} onDelete={() => setDeleting(b)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={emptyLine}>{t('holidays.empty')}</p>
          )
        }
      </QueryView>
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
      <DeleteRecordDialog
        resource="blocked-periods"
        record={deleting && { id: deleting.id, name: deleting.reason }}
        onClose={() => setDeleting(null)}
      />
    </Panel>
  )
}

function HolidayForm({ row, onDone }: { row: BlockedPeriod | null; onDone: () => void }) {
  const { t } = useTranslation('clinic')
  const save = useSave<BlockedPeriod, BlockedPeriodInput>('blocked-periods')
  const form = useForm<BlockedPeriodInput, unknown, BlockedPeriodInput>({
    resolver: zodResolver(blockedPeriodInputSchema) as unknown as Resolver<
      BlockedPeriodInput,
      unknown,
      BlockedPeriodInput
    >,
    defaultValues: { from: row?.from ?? today(), to: row?.to ?? today(), reason: row?.reason ?? '' },
  })
  const e = form.formState.errors
  const { submit, failure } = useRecordSubmit(form, (body) => save.mutateAsync({ id: row?.id, body }), {
    fields: ['from', 'to', 'reason'],
    onSaved: () => {
      toast('success', t('maintenance.saved'))
      onDone()
    },
  })
  return (
    <RecordForm onSubmit={submit} failure={failure} submitting={form.formState.isSubmitting} onCancel={onDone}>
      <DateRangeFields form={form} />
      <Field label={t('doctors.reason')} error={translateMessage(t, e.reason?.message)}>
        {(ids) => <Input {...ids} {...form.register('reason')} />}
      </Field>
    </RecordForm>
  )
}
