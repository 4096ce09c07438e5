import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { UserX } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { ApiError } from '@/lib/api/client'
import { useContact } from '../api/contacts'
import { useCountries, useTags } from '../api/tags'
import { ContactView } from './contact-view'
import { ContactForm } from './contact-form'

const route = getRouteApi('/_auth/_app/apps/contacts/$id')

/** The open contact: read-only view, or the edit form when `edit` is in the URL. */
export function ContactPanel() {
  const { t } = useTranslation('contacts')
  const { id } = route.useParams()
  const { edit, q } = route.useSearch()
  const navigate = useNavigate()
  const contact = useContact(id)
  const tags = useTags()
  const countries = useCountries()

  const close = () => void navigate({ to: '/apps/contacts', search: { q } })
  const setEditing = (on: boolean) =>
    void navigate({ to: '/apps/contacts/$id', params: { id }, search: { q, edit: on || undefined }, replace: true })

  if (contact.isPending || tags.isPending || countries.isPending) {
    return (
      <div className={css({ display: 'grid', placeItems: 'center', minH: '60', h: 'full' })}>
        <Spinner size={28} label={t('loading')} />
      </div>
    )
  }
  if (contact.isError) {
    const missing = contact.error instanceof ApiError && contact.error.status === 404
    return (
      <EmptyState icon={<UserX />} title={missing ? t('notFound') : t('errors.load')}>
        <Button variant="outline" onClick={close}>
          {t('backToList')}
        </Button>
      </EmptyState>
    )
  }
  const data = { contact: contact.data, tags: tags.data ?? [], countries: countries.data ?? [] }
  return edit ? (
    <ContactForm key={id} {...data} onDone={() => setEditing(false)} onClose={close} />
  ) : (
    <ContactView {...data} onEdit={() => setEditing(true)} onClose={close} />
  )
}
