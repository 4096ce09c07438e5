import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ArrowLeft } from 'lucide-react'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { LoadingBlock } from '@/components/ui/loading-block'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { zodResolver } from '@/lib/forms/zod-resolver'
import { profilePatchSchema, type ChatProfile } from '@/shared/schemas/chat'
import { usePatchProfile, useProfile } from '@/lib/api/chat'
import { panelBody, panelHeader } from './panel-styles'

const formSchema = profilePatchSchema.required()

function ProfileForm({ profile }: { profile: ChatProfile }) {
  const { t } = useTranslation('chat')
  const patch = usePatchProfile()
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { name: profile.name, about: profile.about },
  })
  const { errors, isSubmitting, isDirty } = form.formState
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await patch.mutateAsync(values)
      form.reset({ name: saved.name, about: saved.about })
      toast('success', t('profile.saved'))
    } catch (e) {
      toast('error', t('profile.failed'), e instanceof Error ? e.message : undefined)
    }
  })
  return (
    <form onSubmit={submit} noValidate className={css({ display: 'flex', flexDir: 'column', gap: '5', p: '6' })}>
      <div className={css({ display: 'flex', flexDir: 'column', alignItems: 'center', gap: '2', py: '4' })}>
        <Avatar name={profile.name} src={profile.avatar} size={112} />
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{profile.email}</p>
      </div>
      <Field
        label={t('profile.name')}
        error={errors.name?.message && t(`validation.${errors.name.message}`, { defaultValue: errors.name.message })}
      >
        {(ids) => <Input {...ids} {...form.register('name')} />}
      </Field>
      <Field label={t('profile.about')} error={errors.about?.message}>
        {(ids) => <Textarea {...ids} size="area" rows={4} {...form.register('about')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting || !isDirty} className={css({ alignSelf: 'flex-end' })}>
        {isSubmitting ? <Spinner /> : null}
        {t('profile.save')}
      </Button>
    </form>
  )
}

/** The signed-in user's chat profile: name and about, editable. */
export function ProfilePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chat')
  const profile = useProfile()
  return (
    <>
      <div className={panelHeader}>
        <Button variant="ghost" size="icon" aria-label={t('back')} onClick={onClose}>
          <ArrowLeft />
        </Button>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold' })}>{t('profile.title')}</h2>
      </div>
      <div className={panelBody}>
        {profile.data ? (
          <ProfileForm profile={profile.data} />
        ) : (
          <LoadingBlock label={t('loading')} size={24} className={css({ h: '40' })} />
        )}
      </div>
    </>
  )
}
