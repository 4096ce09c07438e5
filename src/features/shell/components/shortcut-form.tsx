import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input, Select } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { Icon } from '@/components/layout/icons'
import { iconFor } from '@/components/layout/template-icons'
import { zodResolver } from '@/lib/forms/zod-resolver'
import { useErrorText } from '@/lib/forms/use-error-text'
import { ICON_NAMES } from '@/shared/constants/common'
import { shortcutSchema, type Shortcut, type ShortcutInput } from '@/shared/schemas/shell'
import { iconDisc } from './icon-disc'

const isOurIcon = (name: string) => (ICON_NAMES as readonly string[]).includes(name)

interface ShortcutFormProps {
  shortcut?: Shortcut
  busy: boolean
  error: string | null
  onSubmit: (values: ShortcutInput) => void
  onCancel: () => void
  onDelete?: () => void
}

/** Add or edit a shortcut: label, icon and link required, description optional; Add/Update waits for a valid form. */
export function ShortcutForm({ shortcut, busy, error, onSubmit, onCancel, onDelete }: ShortcutFormProps) {
  const { t } = useTranslation('shell')
  const form = useForm<ShortcutInput>({
    resolver: zodResolver(shortcutSchema),
    mode: 'onChange',
    defaultValues: shortcut
      ? {
          label: shortcut.label,
          description: shortcut.description,
          icon: shortcut.icon,
          link: shortcut.link,
          useRouter: shortcut.useRouter,
        }
      : { label: '', description: '', icon: '' as ShortcutInput['icon'], link: '', useRouter: true },
  })
  const { errors, isValid } = form.formState
  const message = useErrorText()
  return (
    <form
      onSubmit={form.handleSubmit((v) => onSubmit(shortcutSchema.parse(v)))}
      noValidate
      className={css({ display: 'flex', flexDir: 'column', gap: '4', p: '5' })}
      data-testid="shortcut-form"
    >
      {error ? (
        <p
          role="alert"
          className={css({ fontSize: 'sm', bg: 'danger.subtle', color: 'danger.text', borderRadius: 'lg', p: '3' })}
        >
          {error}
        </p>
      ) : null}
      <Field label={t('shortcuts.fields.label')} error={message(errors.label?.message)}>
        {(ids) => <Input {...ids} {...form.register('label')} />}
      </Field>
      <Field label={t('shortcuts.fields.description')} error={message(errors.description?.message)}>
        {(ids) => <Input {...ids} {...form.register('description')} />}
      </Field>
      <Field label={t('shortcuts.fields.icon')} error={message(errors.icon?.message)}>
        {(ids) => (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <span aria-hidden className={iconDisc}>
              <Icon name={iconFor(form.watch('icon'), 'link')} size={18} />
            </span>
            <Select {...ids} {...form.register('icon')}>
              <option value="">{t('shortcuts.fields.chooseIcon')}</option>
              {/* A template icon name (from its clients) stays selectable as it is, so saving keeps it. */}
              {shortcut && !isOurIcon(shortcut.icon) ? <option value={shortcut.icon}>{shortcut.icon}</option> : null}
              {ICON_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </div>
        )}
      </Field>
      <Field
        label={t('shortcuts.fields.link')}
        hint={t('shortcuts.fields.linkHint')}
        error={message(errors.link?.message)}
      >
        {(ids) => <Input {...ids} {...form.register('link')} placeholder="/apps/chat" />}
      </Field>
      <label className={css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.muted' })}>
        <input
          type="checkbox"
          {...form.register('useRouter')}
          className={css({ w: '4', h: '4', accentColor: 'var(--colors-accent-solid)' })}
        />
        {t('shortcuts.fields.useRouter')}
      </label>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', pt: '1' })}>
        {onDelete ? (
          <Button
            variant="ghost"
            size="sm"
            className={css({ color: 'danger.text' })}
            onClick={onDelete}
            disabled={busy}
          >
            {t('shortcuts.delete')}
          </Button>
        ) : null}
        <div className={css({ flex: 1 })} />
        <Button variant="outline" size="sm" onClick={onCancel} disabled={busy}>
          {t('shortcuts.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={!isValid || busy} data-testid="shortcut-submit">
          {busy ? <Spinner size={14} /> : null}
          {shortcut ? t('shortcuts.update') : t('shortcuts.add')}
        </Button>
      </div>
    </form>
  )
}
