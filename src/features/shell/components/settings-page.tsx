import { useRef, type ChangeEvent, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { pageColumn } from 'styled-system/patterns'
import { css } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/client'
import { lazyZodResolver } from '@/lib/forms/zod-resolver'
import { useSession } from '@/lib/use-session'
import { updateUser } from '../api/user'
import { useErrorText } from '@/lib/forms/use-error-text'
import { Icon } from '@/components/layout/icons'
import { DemoDataReset } from './demo-data-reset'
import { StorageSection } from './storage-section'
import { AppearanceSection } from './appearance-section'
import { ChangePasswordSection } from './change-password-section'
import { DeviceSyncSection } from './device-sync-section'
import { NotificationPrefsSection } from './notification-prefs-section'

export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']
export const AVATAR_MAX_BYTES = 1024 * 1024

const profileResolver = lazyZodResolver(() =>
  import('@/shared/schemas/auth').then((m) =>
    m.userPatchSchema
      .pick({ name: true, email: true, avatar: true, about: true })
      .required({ name: true, email: true }),
  ),
)
type ProfileInput = { name: string; email: string; avatar?: string | null; about?: string }

const sectionCard = card({ padding: 'lg', clip: false })

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsDataURL(file)
  })

/**
 * /settings: the signed-in user's profile (name, email, avatar, about), appearance, password, notification
 * preferences, where this device syncs, the demo data, and the device's storage.
 */
/** `syncBody`: Settings › Sync's content, which the sync feature provides (the route composes it). */
export function SettingsPage({ syncBody }: { syncBody?: ReactNode } = {}) {
  const { t } = useTranslation('shell')
  const { user } = useSession()
  const fileInput = useRef<HTMLInputElement>(null)
  const form = useForm<ProfileInput>({
    resolver: profileResolver,
    values: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      avatar: user?.avatar ?? null,
      about: user?.about ?? '',
    },
  })
  const { errors, isSubmitting, isDirty } = form.formState
  const fieldError = useErrorText()
  const avatar = form.watch('avatar')
  const name = form.watch('name')

  const pickAvatar = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    if (!AVATAR_TYPES.includes(file.type)) return form.setError('avatar', { message: t('profile.avatarType') })
    if (file.size > AVATAR_MAX_BYTES) return form.setError('avatar', { message: t('profile.avatarSize') })
    form.clearErrors('avatar')
    form.setValue('avatar', await readAsDataUrl(file), { shouldDirty: true })
  }

  const save = form.handleSubmit(async (values) => {
    try {
      await updateUser({
        name: values.name,
        email: values.email,
        avatar: values.avatar ?? null,
        about: values.about ?? '',
      })
      toast('success', t('profile.saved'))
    } catch (error) {
      if (error instanceof ApiError && error.field) {
        const field = error.field.replace(/^user\./, '') as keyof ProfileInput
        form.setError(field, { message: (error.body as { reason?: string }).reason ?? error.message })
      } else toast('error', t('profile.failed'), error instanceof Error ? error.message : undefined)
    }
  })

  return (
    <div
      className={pageColumn({
        maxW: '4xl',
        display: 'flex',
        flexDir: 'column',
        gap: '6',
      })}
    >
      <header>
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' })}>
          {t('profile.title')}
        </h1>
        <p className={css({ color: 'fg.muted', mt: '1' })}>{t('profile.subtitle')}</p>
      </header>
      <form onSubmit={save} noValidate className={sectionCard} data-testid="profile-form">
        <div
          className={css({
            display: 'flex',
            flexDir: { base: 'column', sm: 'row' },
            alignItems: { sm: 'center' },
            gap: '5',
            pb: '6',
            mb: '6',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <Avatar name={name || '?'} src={avatar} size={88} />
          <div className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
                <Icon name="image-up" />
                {t('profile.upload')}
              </Button>
              {avatar ? (
                <Button variant="ghost" size="sm" onClick={() => form.setValue('avatar', null, { shouldDirty: true })}>
                  <Icon name="trash-2" />
                  {t('profile.removeAvatar')}
                </Button>
              ) : null}
            </div>
            <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{t('profile.avatarHint')}</p>
            {errors.avatar ? (
              <p role="alert" className={css({ fontSize: 'xs', color: 'danger.text' })}>
                {fieldError(errors.avatar.message)}
              </p>
            ) : null}
            <input
              ref={fileInput}
              type="file"
              accept={AVATAR_TYPES.join(',')}
              className="sr-only"
              tabIndex={-1}
              aria-label={t('profile.upload')}
              data-testid="avatar-input"
              onChange={(e) => void pickAvatar(e)}
            />
          </div>
        </div>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' },
            gap: '5',
          })}
        >
          <Field label={t('profile.name')} error={fieldError(errors.name?.message)}>
            {(ids) => <Input {...ids} autoComplete="name" {...form.register('name')} />}
          </Field>
          <Field label={t('profile.email')} error={fieldError(errors.email?.message)}>
            {(ids) => <Input {...ids} type="email" autoComplete="email" {...form.register('email')} />}
          </Field>
          <Field
            label={t('profile.about')}
            error={fieldError(errors.about?.message)}
            className={css({ gridColumn: { md: 'span 2' } })}
          >
            {(ids) => <Textarea {...ids} size="area" {...form.register('about')} />}
          </Field>
        </div>
        <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', mt: '6' })}>
          <Button variant="outline" onClick={() => form.reset()} disabled={!isDirty || isSubmitting}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" disabled={!isDirty || isSubmitting} data-testid="profile-save">
            {isSubmitting ? <Spinner size={14} /> : null}
            {t('profile.save')}
          </Button>
        </div>
      </form>
      <AppearanceSection className={sectionCard} />
      <ChangePasswordSection className={sectionCard} />
      <NotificationPrefsSection className={sectionCard} />
      <DeviceSyncSection className={sectionCard}>{syncBody}</DeviceSyncSection>
      {/* Only an admin may reset (the access matrix's demoData row); the others are not offered it. */}
      {user?.role === 'admin' ? <DemoDataReset className={sectionCard} /> : null}
      <StorageSection className={sectionCard} />
    </div>
  )
}
