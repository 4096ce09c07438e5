import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Briefcase, Building2, Cake, FileText, Link2, Mail, MapPin, Phone, X } from 'lucide-react'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { LoadingBlock } from '@/components/ui/loading-block'
import { useChatContact } from '@/lib/api/chat'
import { dateFormat } from '@/lib/intl'

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', fontSize: 'sm' })}>
      <span aria-hidden className={css({ color: 'fg.subtle', mt: '0.5', flexShrink: 0 })}>
        {icon}
      </span>
      <span className={css({ minW: 0, wordBreak: 'break-word' })}>{children}</span>
    </li>
  )
}

const heading = css({
  textStyle: 'overline',
  color: 'fg.subtle',
  mb: '3',
})

/** The contact beside the conversation (over it below xl): details, shared media, docs and links. */
export function ContactInfo({ contactId, onClose }: { contactId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('chat')
  const contact = useChatContact(contactId)
  const c = contact.data
  return (
    <aside
      aria-label={t('contactInfo')}
      className={css({
        w: { base: 'full', sm: '22rem' },
        flexShrink: 0,
        bg: 'bg.surface',
        borderLeftWidth: '1px',
        borderColor: 'border.default',
        overflowY: 'auto',
        position: { base: 'absolute', xl: 'static' },
        insetY: { base: 0 },
        right: { base: 0 },
        zIndex: 2,
        boxShadow: { base: '2xl', xl: 'none' },
      })}
    >
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          px: '4',
          h: '20',
          bg: 'bg.muted',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <Button variant="ghost" size="icon" aria-label={t('close')} onClick={onClose}>
          <X />
        </Button>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold' })}>{t('contactInfo')}</h2>
      </div>
      {!c ? (
        <LoadingBlock label={t('loading')} size={24} className={css({ h: '40' })} />
      ) : (
        <div className={css({ p: '6', display: 'flex', flexDir: 'column', gap: '8' })}>
          <div
            className={css({ display: 'flex', flexDir: 'column', alignItems: 'center', textAlign: 'center', gap: '1' })}
          >
            <Avatar name={c.name} src={c.avatar} size={112} />
            <p className={css({ mt: '3', fontSize: 'xl', fontWeight: 'bold' })}>{c.name}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{c.about}</p>
          </div>
          <section aria-label={t('details')}>
            <h3 className={heading}>{t('details')}</h3>
            <ul className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
              {c.details.title ? <Item icon={<Briefcase size={18} />}>{c.details.title}</Item> : null}
              {c.details.company ? <Item icon={<Building2 size={18} />}>{c.details.company}</Item> : null}
              {c.details.emails.map((e) => (
                <Item key={e.email} icon={<Mail size={18} />}>
                  <a href={`mailto:${e.email}`} className={css({ color: 'accent.text' })}>
                    {e.email}
                  </a>
                </Item>
              ))}
              {c.details.phoneNumbers.map((p) => (
                <Item key={p.phoneNumber} icon={<Phone size={18} />}>
                  {p.country.toUpperCase()} {p.phoneNumber}
                </Item>
              ))}
              {c.details.address ? <Item icon={<MapPin size={18} />}>{c.details.address}</Item> : null}
              {c.details.birthday ? (
                <Item icon={<Cake size={18} />}>
                  {dateFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
                    new Date(c.details.birthday),
                  )}
                </Item>
              ) : null}
            </ul>
          </section>
          {c.attachments.media.length ? (
            <section aria-label={t('media')}>
              <h3 className={heading}>{t('media')}</h3>
              <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: '2' })}>
                {c.attachments.media.map((src, i) => (
                  <li key={i}>
                    <img
                      src={src}
                      alt={t('mediaItem', { n: i + 1 })}
                      className={css({ w: 'full', aspectRatio: '1', objectFit: 'cover', borderRadius: 'lg' })}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {c.attachments.docs.length ? (
            <section aria-label={t('docs')}>
              <h3 className={heading}>{t('docs')}</h3>
              <ul className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
                {c.attachments.docs.map((d) => (
                  <Item key={d} icon={<FileText size={18} />}>
                    {d}
                  </Item>
                ))}
              </ul>
            </section>
          ) : null}
          {c.attachments.links.length ? (
            <section aria-label={t('links')}>
              <h3 className={heading}>{t('links')}</h3>
              <ul className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
                {c.attachments.links.map((l) => (
                  <Item key={l} icon={<Link2 size={18} />}>
                    <a
                      href={l}
                      target="_blank"
                      rel="noreferrer noopener"
                      className={css({ color: 'accent.text', wordBreak: 'break-all' })}
                    >
                      {l}
                    </a>
                  </Item>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      )}
    </aside>
  )
}
