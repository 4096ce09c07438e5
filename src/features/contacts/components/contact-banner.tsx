import { useTranslation } from 'react-i18next'
import { X } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { assetUrl } from '@/lib/asset-url'
import type { Contact } from '@/shared/schemas/contacts'
import { bannerOf } from '../lib/display'

/** The detail panel's cover (the contact's picture, or a gradient of its own) with the panel's close button. */
export function ContactBanner({ contact, onClose }: { contact: Contact; onClose: () => void }) {
  const { t } = useTranslation('contacts')
  return (
    <div
      className={css({ h: { base: '40', md: '48' }, position: 'relative', flexShrink: 0 })}
      style={{
        background: contact.background ? `center / cover url("${assetUrl(contact.background)}")` : bannerOf(contact.id),
      }}
    >
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('close')}
        onClick={onClose}
        className={css({
          position: 'absolute',
          top: '4',
          right: '4',
          bg: 'rgba(0,0,0,0.25)',
          color: 'white',
          _hover: { _enabled: { bg: 'rgba(0,0,0,0.4)' } },
        })}
      >
        <X />
      </Button>
    </div>
  )
}
