import { useId, useState } from 'react'
import { Controller, useFieldArray, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Trash2, X } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { ConflictDialog } from '@/components/ui/conflict-dialog'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input, Select } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/client'
import { useVersionedEdit } from '@/lib/forms/use-versioned-edit'
import { zodResolver } from '@/lib/forms/zod-resolver'
import { EMAIL_LABELS, PHONE_LABELS } from '@/shared/constants/contacts'
import type { Contact, ContactTag, Country } from '@/shared/schemas/contacts'
import { useDeleteContact, useUpdateContact } from '../api/contacts'
import { contactFormSchema, toFormValues, toPatch, type ContactFormInput, type ContactFormValues } from '../lib/form'
import { AvatarEditor } from './avatar-editor'
import { AddRowButton, LabelOptions, RemoveRowButton, RowError } from './contact-list-field'
import { RichTextEditor } from './rich-text-editor'
import { TagPicker } from './tag-picker'

interface Props {
  contact: Contact
  tags: ContactTag[]
  countries: Country[]
  onDone: () => void
  onClose: () => void
}

const section = css({ display: 'flex', flexDir: 'column', gap: '3' })
const sectionTitle = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })
const rowGrid = css({ display: 'flex', gap: '2', alignItems: 'flex-start' })

export function ContactForm({ contact, tags, countries, onDone, onClose }: Props) {
  const { t } = useTranslation('contacts')
  const notesLabel = useId()
  const update = useUpdateContact()
  const remove = useDeleteContact()
  const [confirming, setConfirming] = useState(false)
  const form = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: toFormValues(contact),
  })
  const edit = useVersionedEdit<Contact, ContactFormValues>({
    version: contact.version,
    valuesOf: (row) => toFormValues(row) as ContactFormValues,
    reset: form.reset,
    save: (values, version) => save(values, version),
  })
  const emails = useFieldArray({ control: form.control, name: 'emails' })
  const phones = useFieldArray({ control: form.control, name: 'phoneNumbers' })
  const { errors, isSubmitting } = form.formState
  const msg = (m?: string) => (m ? t(`validation.${m}`, { defaultValue: m }) : undefined)

  const save = async (values: ContactFormValues, version: number | undefined) => {
    try {
      await update.mutateAsync({ id: contact.id, contact: toPatch(values), version })
      toast('success', t('saved'))
      onDone()
    } catch (e) {
      if (edit.caught(e, values)) return
      // The server names the field it refused (e.g. contact.emails.0.email); show it on that control.
      const field = e instanceof ApiError ? e.field?.replace(/^contact\./, '') : undefined
      if (field) form.setError(field as never, { message: ((e as ApiError).body as { reason?: string }).reason ?? '' })
      toast('error', t('errors.save'), e instanceof Error ? e.message : undefined)
    }
  }
  const submit = form.handleSubmit((values) => save(values, edit.base))
  // The picture is saved at once, apart from the form: when nothing else changed the row before that write
  // (it is one version past the base), the form's edit builds on it instead of conflicting with itself.
  const followOwnWrite = (saved: Contact) =>
    edit.setBase((current) =>
      current !== undefined && saved.version !== undefined && current === saved.version - 1 ? saved.version : current,
    )

  const tagTitles = (v: ContactFormValues) => ({
    ...v,
    tags: v.tags.map((id) => tags.find((tag) => tag.id === id)?.title ?? id),
  })

  // mutateAsync, not mutate's callbacks: those are skipped once the refetch after the delete unmounts this form.
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(contact.id)
      toast('success', t('deleted'))
      onClose()
    } catch (e) {
      toast('error', t('errors.delete'), e instanceof Error ? e.message : undefined)
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('editContact')}
      className={css({ display: 'flex', flexDir: 'column', minH: 'full' })}
    >
      <AvatarEditor contact={contact} onClose={onClose} onSaved={followOwnWrite} />
      <div
        className={css({
          px: { base: '6', md: '10' },
          pb: '6',
          pt: '4',
          display: 'flex',
          flexDir: 'column',
          gap: '6',
          flex: 1,
        })}
      >
        <Field label={t('fields.name')} error={msg(errors.name?.message)}>
          {(ids) => <Input {...ids} autoComplete="off" {...form.register('name')} />}
        </Field>
        <div className={section}>
          <span className={sectionTitle}>{t('fields.tags')}</span>
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => <TagPicker tags={tags} value={field.value} onChange={field.onChange} />}
          />
        </div>
        <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
          <Field label={t('fields.title')} error={msg(errors.title?.message)}>
            {(ids) => <Input {...ids} {...form.register('title')} />}
          </Field>
          <Field label={t('fields.company')} error={msg(errors.company?.message)}>
            {(ids) => <Input {...ids} {...form.register('company')} />}
          </Field>
        </div>

        <fieldset className={section}>
          <legend className={sectionTitle}>{t('fields.emails')}</legend>
          {emails.fields.map((f, i) => (
            <div key={f.id}>
              <div className={rowGrid}>
                <Input
                  type="email"
                  aria-label={t('fields.emailN', { n: i + 1 })}
                  aria-invalid={Boolean(errors.emails?.[i]?.email)}
                  placeholder={t('fields.email')}
                  {...form.register(`emails.${i}.email`)}
                />
                <Select
                  aria-label={t('fields.labelN', { n: i + 1 })}
                  className={css({ w: '36', flexShrink: 0 })}
                  {...form.register(`emails.${i}.label`)}
                >
                  <LabelOptions labels={EMAIL_LABELS} />
                </Select>
                <RemoveRowButton label={t('removeEmail', { n: i + 1 })} onClick={() => emails.remove(i)} />
              </div>
              <RowError message={msg(errors.emails?.[i]?.email?.message)} />
            </div>
          ))}
          <AddRowButton onClick={() => emails.append({ email: '', label: 'Personal' })}>{t('addEmail')}</AddRowButton>
        </fieldset>

        <fieldset className={section}>
          <legend className={sectionTitle}>{t('fields.phones')}</legend>
          {phones.fields.map((f, i) => (
            <div key={f.id}>
              <div
                className={css({
                  display: 'grid',
                  gridTemplateColumns: { base: '1fr auto', sm: '9rem 1fr 7.5rem auto' },
                  gap: '2',
                })}
              >
                <Select aria-label={t('fields.countryN', { n: i + 1 })} {...form.register(`phoneNumbers.${i}.country`)}>
                  {countries.map((c) => (
                    <option key={c.iso} value={c.iso}>{`${c.code} · ${c.name}`}</option>
                  ))}
                </Select>
                <RemoveRowButton
                  label={t('removePhone', { n: i + 1 })}
                  onClick={() => phones.remove(i)}
                  className={css({ display: { sm: 'none' } })}
                />
                <Input
                  type="tel"
                  aria-label={t('fields.phoneN', { n: i + 1 })}
                  aria-invalid={Boolean(errors.phoneNumbers?.[i]?.phoneNumber)}
                  placeholder={t('fields.phone')}
                  {...form.register(`phoneNumbers.${i}.phoneNumber`)}
                />
                <Select
                  aria-label={t('fields.phoneLabelN', { n: i + 1 })}
                  {...form.register(`phoneNumbers.${i}.label`)}
                >
                  <LabelOptions labels={PHONE_LABELS} />
                </Select>
                <RemoveRowButton
                  label={t('removePhone', { n: i + 1 })}
                  onClick={() => phones.remove(i)}
                  className={css({ display: { base: 'none', sm: 'inline-flex' } })}
                />
              </div>
              <RowError message={msg(errors.phoneNumbers?.[i]?.phoneNumber?.message)} />
            </div>
          ))}
          <AddRowButton onClick={() => phones.append({ country: 'us', phoneNumber: '', label: 'Mobile' })}>
            {t('addPhone')}
          </AddRowButton>
        </fieldset>

        <Field label={t('fields.address')} error={msg(errors.address?.message)}>
          {(ids) => <Input {...ids} {...form.register('address')} />}
        </Field>
        <Field label={t('fields.birthday')} error={msg(errors.birthday?.message)}>
          {(ids) => <Input {...ids} type="date" {...form.register('birthday')} className={css({ maxW: '60' })} />}
        </Field>
        <div className={section}>
          <span id={notesLabel} className={sectionTitle}>
            {t('fields.notes')}
          </span>
          <Controller
            control={form.control}
            name="notes"
            render={({ field }) => (
              <RichTextEditor value={field.value} onChange={field.onChange} labelledBy={notesLabel} />
            )}
          />
        </div>
      </div>
      <div
        className={css({
          position: 'sticky',
          bottom: 0,
          display: 'flex',
          gap: '3',
          alignItems: 'center',
          px: { base: '6', md: '10' },
          py: '4',
          bg: 'bg.muted',
          borderTopWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <Button variant="ghost" onClick={() => setConfirming(true)} className={css({ color: 'danger.text' })}>
          <Trash2 /> {t('delete')}
        </Button>
        <div className={css({ flex: 1 })} />
        <Button variant="outline" onClick={onDone}>
          <X className={css({ display: { base: 'none', sm: 'inline' } })} /> {t('cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t('save')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('confirmDelete.title')}
        message={t('confirmDelete.message', { name: contact.name })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirmDelete()}
      />
      <ConflictDialog
        {...edit.dialog(tagTitles, (key) => t(`fields.${key === 'phoneNumbers' ? 'phones' : key}`))}
        busy={update.isPending}
      />
    </form>
  )
}
