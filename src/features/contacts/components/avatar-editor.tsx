import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Camera, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toast, toastOutcome } from '@/components/ui/toaster'
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/shared/constants/contacts'
import type { Contact } from '@/shared/schemas/contacts'
import { useUpdateContact, useUploadAvatar } from '../api/contacts'
import { ContactBanner } from './contact-banner'
import { avatarRing } from './contact-view'

interface Props {
  contact: Contact
  onClose: () => void
  /** The contact as this editor's own write saved it (the form's edit now builds on that version). */
  onSaved: (saved: Contact) => void
}

/** The cover and avatar of the edit form; a picked picture is uploaded at once, as in the template. */
export function AvatarEditor({ contact, onClose, onSaved }: Props) {
  const { t } = useTranslation('contacts')
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadAvatar()
  const update = useUpdateContact()

  const pick = (file: File | undefined) => {
    if (!file) return
    // Checked here for a quick answer; the server checks the same rules.
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return toast('error', t('avatar.badType'))
    if (file.size > AVATAR_MAX_BYTES) return toast('error', t('avatar.tooLarge'))
    upload.mutate({ id: contact.id, file }, toastOutcome({ failed: t('avatar.failed'), after: onSaved }))
  }

  const busy = upload.isPending || update.isPending
  return (
    <>
      <ContactBanner contact={contact} onClose={onClose} />
      <div
        className={css({
          px: { base: '6', md: '10' },
          mt: '-16',
          display: 'flex',
          alignItems: 'flex-end',
          gap: '3',
          position: 'relative',
          flexWrap: 'wrap',
        })}
      >
        <div className={css({ position: 'relative' })}>
          <Avatar name={contact.name} src={contact.avatar} size={128} className={avatarRing} />
          {busy ? (
            <span
              className={css({
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                bg: 'rgba(0,0,0,0.45)',
                borderRadius: 'full',
                color: 'white',
              })}
            >
              <Spinner size={24} label={t('avatar.uploading')} />
            </span>
          ) : null}
        </div>
        <input
          ref={input}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          hidden
          onChange={(e) => (pick(e.target.files?.[0]), (e.target.value = ''))}
          aria-label={t('avatar.upload')}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={busy}
          className={css({ mb: '2' })}
        >
          <Camera /> {t('avatar.upload')}
        </Button>
        {contact.avatar ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={busy}
            className={css({ mb: '2' })}
            onClick={() => update.mutate({ id: contact.id, contact: { avatar: null } }, { onSuccess: onSaved })}
          >
            <Trash2 /> {t('avatar.remove')}
          </Button>
        ) : null}
      </div>
    </>
  )
}
