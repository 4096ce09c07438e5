import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Briefcase, Building2, Cake, Mail, MapPin, Pencil, Phone, StickyNote } from 'lucide-react'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { SafeHtml } from '@/components/ui/safe-html'
import type { Contact, ContactTag, Country } from '@/shared/schemas/contacts'
import { formatBirthday } from '../lib/display'
import { ContactBanner } from './contact-banner'

interface Props {
  contact: Contact
  tags: ContactTag[]
  countries: Country[]
  onEdit: () => void
  onClose: () => void
}

export const avatarRing = css({ borderWidth: '4px', borderColor: 'bg.surface', boxShadow: 'md' })

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
      <dt className={css({ color: 'fg.subtle', mt: '0.5', flexShrink: 0 })}>
        <span aria-hidden>{icon}</span>
        <span className={css({ srOnly: true })}>{label}</span>
      </dt>
      <dd className={css({ minW: 0, flex: 1, display: 'flex', flexDir: 'column', gap: '1.5' })}>{children}</dd>
    </div>
  )
}

export const isoChip = css({
  fontSize: 'xs',
  fontWeight: 'bold',
  px: '1.5',
  borderRadius: 'sm',
  bg: 'bg.subtle',
  color: 'fg.muted',
  letterSpacing: 'wide',
})
const labelText = css({ fontSize: 'sm', color: 'fg.subtle' })

/** A contact as the detail panel shows it (cover, avatar, tags, then one row per kind of detail). */
export function ContactView({ contact, tags, countries, onEdit, onClose }: Props) {
  const { t, i18n } = useTranslation('contacts')
  const tagTitles = contact.tags.map((id) => tags.find((tag) => tag.id === id)?.title).filter(Boolean)
  const country = (iso: string) => countries.find((c) => c.iso === iso)
  return (
    <article aria-labelledby="contact-name" className={css({ display: 'flex', flexDir: 'column', minH: 'full' })}>
      <ContactBanner contact={contact} onClose={onClose} />
      <div className={css({ px: { base: '6', md: '10' }, pb: '10' })}>
        <div
          className={css({
            display: 'flex',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            mt: '-16',
            position: 'relative',
          })}
        >
          <Avatar name={contact.name} src={contact.avatar} size={128} className={avatarRing} />
          <Button variant="outline" onClick={onEdit} className={css({ mb: '2' })}>
            <Pencil />
            {t('edit')}
          </Button>
        </div>
        <h2
          id="contact-name"
          className={css({
            mt: '3',
            fontSize: '3xl',
            fontWeight: 'bold',
            lineHeight: 'tight',
            wordBreak: 'break-word',
          })}
        >
          {contact.name}
        </h2>
        {tagTitles.length ? (
          <ul aria-label={t('fields.tags')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' })}>
            {tagTitles.map((title) => (
              <li
                key={title}
                className={css({
                  px: '3',
                  py: '0.5',
                  borderRadius: 'full',
                  bg: 'bg.subtle',
                  color: 'fg.muted',
                  fontSize: 'sm',
                  fontWeight: 'medium',
                })}
              >
                {title}
              </li>
            ))}
          </ul>
        ) : null}
        <dl
          className={css({
            mt: '8',
            display: 'flex',
            flexDir: 'column',
            gap: '6',
            borderTopWidth: '1px',
            borderColor: 'border.default',
            pt: '8',
          })}
        >
          {contact.title ? (
            <Row icon={<Briefcase size={22} />} label={t('fields.title')}>
              {contact.title}
            </Row>
          ) : null}
          {contact.company ? (
            <Row icon={<Building2 size={22} />} label={t('fields.company')}>
              {contact.company}
            </Row>
          ) : null}
          {contact.emails.length ? (
            <Row icon={<Mail size={22} />} label={t('fields.emails')}>
              {contact.emails.map((e) => (
                <span
                  key={e.email + e.label}
                  className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'baseline' })}
                >
                  <a
                    href={`mailto:${e.email}`}
                    className={css({ color: 'accent.text', _hover: { textDecoration: 'underline' } })}
                  >
                    {e.email}
                  </a>
                  {e.label ? (
                    <span className={labelText}>• {t(`labels.${e.label}`, { defaultValue: e.label })}</span>
                  ) : null}
                </span>
              ))}
            </Row>
          ) : null}
          {contact.phoneNumbers.length ? (
            <Row icon={<Phone size={22} />} label={t('fields.phones')}>
              {contact.phoneNumbers.map((p) => (
                <span
                  key={p.country + p.phoneNumber + p.label}
                  className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'baseline' })}
                >
                  <span title={country(p.country)?.name} className={isoChip}>
                    {p.country.toUpperCase()}
                  </span>
                  <span className={css({ fontVariantNumeric: 'tabular-nums' })}>
                    {country(p.country)?.code} {p.phoneNumber}
                  </span>
                  {p.label ? (
                    <span className={labelText}>• {t(`labels.${p.label}`, { defaultValue: p.label })}</span>
                  ) : null}
                </span>
              ))}
            </Row>
          ) : null}
          {contact.address ? (
            <Row icon={<MapPin size={22} />} label={t('fields.address')}>
              {contact.address}
            </Row>
          ) : null}
          {contact.birthday ? (
            <Row icon={<Cake size={22} />} label={t('fields.birthday')}>
              {formatBirthday(contact.birthday, i18n.language)}
            </Row>
          ) : null}
          {contact.notes ? (
            <Row icon={<StickyNote size={22} />} label={t('fields.notes')}>
              <SafeHtml
                html={contact.notes}
                className={css({
                  '& p': { mb: '2' },
                  '& ul': { listStyle: 'disc', pl: '5' },
                  '& ol': { listStyle: 'decimal', pl: '5' },
                  '& a': { color: 'accent.text', textDecoration: 'underline' },
                })}
              />
            </Row>
          ) : null}
        </dl>
      </div>
    </article>
  )
}
