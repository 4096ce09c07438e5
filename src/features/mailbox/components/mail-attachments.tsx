import { useTranslation } from 'react-i18next'
import { Download, FileText } from 'lucide-react'
import { css } from 'styled-system/css'
import type { MailAttachment } from '@/shared/schemas/mailbox'
import { fileSize } from '../lib/display'

/** Attachment cards: a preview for images, an icon otherwise, with size and a download link. */
export function MailAttachments({ attachments }: { attachments: MailAttachment[] }) {
  const { t } = useTranslation('mailbox')
  if (!attachments.length) return null
  return (
    <section aria-label={t('attachments', { count: attachments.length })} className={css({ mt: '6' })}>
      <h3 className={css({ fontSize: 'sm', fontWeight: 'semibold', mb: '3' })}>
        {t('attachments', { count: attachments.length })}
      </h3>
      <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))', gap: '3' })}>
        {attachments.map((a, i) => (
          <li
            key={`${a.name}-${i}`}
            className={css({
              borderWidth: '1px',
              borderColor: 'border.default',
              borderRadius: 'xl',
              overflow: 'hidden',
              bg: 'bg.muted',
            })}
          >
            {a.type.startsWith('image/') && a.preview ? (
              <img src={a.preview} alt="" className={css({ w: 'full', h: '24', objectFit: 'cover' })} />
            ) : (
              <div className={css({ h: '24', display: 'grid', placeItems: 'center', color: 'fg.subtle' })}>
                <FileText size={32} aria-hidden />
              </div>
            )}
            <div className={css({ p: '2.5', display: 'flex', alignItems: 'center', gap: '2' })}>
              <div className={css({ flex: 1, minW: 0 })}>
                <p className={css({ fontSize: 'xs', fontWeight: 'medium', truncate: true })} title={a.name}>
                  {a.name}
                </p>
                <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{fileSize(a.size)}</p>
              </div>
              <a
                href={a.downloadUrl}
                download={a.name}
                aria-label={t('download', { name: a.name })}
                className={css({
                  p: '1.5',
                  borderRadius: 'md',
                  color: 'fg.muted',
                  _hover: { bg: 'bg.hover', color: 'fg.default' },
                })}
              >
                <Download size={16} />
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
