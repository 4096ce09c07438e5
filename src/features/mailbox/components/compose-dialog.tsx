import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { Send } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { zodResolver } from '@/lib/forms/zod-resolver'
import { addressList } from '@/shared/constants/mailbox'
import { composeSchema, mailAddress } from '@/shared/schemas/mailbox'
import { useCompose } from '../api/mailbox'
import { textToHtml } from '../lib/display'

/** What the composer opens with: blank for a new mail, or filled in for a reply. */
export interface ComposeDraft {
  to: string
  subject: string
  /** HTML of the mail replied to, quoted under the new text. */
  quote?: string
  replyTo?: string
}

const addresses = z
  .string()
  .trim()
  .refine(
    (v) => addressList(v).every((a) => mailAddress.safeParse(a).success),
    'Must be email addresses separated by commas',
  )
const formSchema = z.object({
  to: composeSchema.shape.to,
  cc: addresses,
  bcc: addresses,
  subject: z.string().trim().max(200, 'At most 200 characters'),
  text: z.string().max(50_000, 'Too long'),
})
type FormValues = z.infer<typeof formSchema>

export function ComposeDialog({ draft, onClose }: { draft: ComposeDraft | null; onClose: () => void }) {
  const { t } = useTranslation('mailbox')
  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(o) => !o && onClose()}
      title={draft?.replyTo ? t('compose.replyTitle') : t('compose.title')}
      size="lg"
    >
      {draft ? <ComposeForm draft={draft} onClose={onClose} /> : null}
    </Dialog>
  )
}

function ComposeForm({ draft, onClose }: { draft: ComposeDraft; onClose: () => void }) {
  const { t } = useTranslation('mailbox')
  const compose = useCompose()
  const [copies, setCopies] = useState(false)
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { to: draft.to, cc: '', bcc: '', subject: draft.subject, text: '' },
  })
  const { errors, isSubmitting } = form.formState
  const msg = (m?: string) => (m ? t(`validation.${m}`, { defaultValue: m }) : undefined)

  const save = (asDraft: boolean) =>
    form.handleSubmit(async (v) => {
      const quote = draft.quote ? `<blockquote>${draft.quote}</blockquote>` : ''
      try {
        await compose.mutateAsync({
          to: v.to,
          cc: addressList(v.cc),
          bcc: addressList(v.bcc),
          subject: v.subject,
          content: textToHtml(v.text) + quote,
          draft: asDraft,
          ...(draft.replyTo ? { replyTo: draft.replyTo } : {}),
        })
        toast('success', asDraft ? t('compose.savedDraft') : t('compose.sent'))
        onClose()
      } catch (e) {
        toast('error', t('compose.failed'), e instanceof Error ? e.message : undefined)
      }
    })

  return (
    <form onSubmit={save(false)} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '4', pb: '4' })}>
      <Field label={t('compose.to')} error={msg(errors.to?.message)}>
        {(ids) => (
          <div className={css({ display: 'flex', gap: '2' })}>
            <Input {...ids} type="text" autoComplete="email" placeholder="name@example.com" {...form.register('to')} />
            {!copies ? (
              <Button variant="ghost" onClick={() => setCopies(true)}>
                {t('compose.addCopies')}
              </Button>
            ) : null}
          </div>
        )}
      </Field>
      {copies ? (
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
          <Field label={t('compose.cc')} error={msg(errors.cc?.message)}>
            {(ids) => <Input {...ids} {...form.register('cc')} />}
          </Field>
          <Field label={t('compose.bcc')} error={msg(errors.bcc?.message)}>
            {(ids) => <Input {...ids} {...form.register('bcc')} />}
          </Field>
        </div>
      ) : null}
      <Field label={t('compose.subject')} error={msg(errors.subject?.message)}>
        {(ids) => <Input {...ids} {...form.register('subject')} />}
      </Field>
      <Field label={t('compose.message')} error={msg(errors.text?.message)}>
        {(ids) => <Textarea {...ids} rows={10} size="area" {...form.register('text')} />}
      </Field>
      {draft.quote ? <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{t('compose.quoted')}</p> : null}
      <div className={css({ display: 'flex', gap: '3', justifyContent: 'flex-end', flexWrap: 'wrap', pt: '2' })}>
        <Button variant="ghost" onClick={onClose}>
          {t('compose.discard')}
        </Button>
        <Button variant="outline" disabled={isSubmitting} onClick={() => void save(true)()}>
          {t('compose.saveDraft')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : <Send />} {t('compose.send')}
        </Button>
      </div>
    </form>
  )
}
