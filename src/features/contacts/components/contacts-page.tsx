import { lazy, useState } from 'react'
import { Outlet, getRouteApi, useMatchRoute, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Plus, Tags } from 'lucide-react'
import { css } from 'styled-system/css'
import { ListDetailFrame } from '@/components/layout/list-detail-frame'
import { PageTitle } from '@/components/layout/page-title'
import { SearchInput } from '@/components/form/search-input'
import { Button } from '@/components/ui/button'
import { MountWhenOpened } from '@/components/ui/mount-when-opened'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import { useContacts, useCreateContact } from '../api/contacts'
import { ContactsList } from './contacts-list'

const TagsDialog = lazy(() => import('./tags-dialog').then((m) => ({ default: m.TagsDialog })))

const route = getRouteApi('/_auth/_app/apps/contacts')

/** The contacts app: the grouped list with search and add, and the open contact beside it (or over it on phones). */
export function ContactsPage() {
  const { t } = useTranslation('contacts')
  const { q = '' } = route.useSearch()
  const navigate = useNavigate()
  const matchRoute = useMatchRoute()
  const open = matchRoute({ to: '/apps/contacts/$id', fuzzy: true })
  const openId = open ? open.id : undefined
  const contacts = useContacts(q)
  const create = useCreateContact()
  // Contacts created in this visit stay at the top, like the template's unshift, until the page is left.
  const [pinned, setPinned] = useState<string[]>([])
  const [tagsOpen, setTagsOpen] = useState(false)

  const setQuery = (value: string) =>
    void navigate({ to: '.', search: (s) => ({ ...s, q: value || undefined }), replace: true })

  const add = () =>
    create.mutate(undefined, {
      onSuccess: (contact) => {
        setPinned((p) => [contact.id, ...p])
        void navigate({
          to: '/apps/contacts/$id',
          params: { id: contact.id },
          search: { q: q || undefined, edit: true },
        })
      },
      onError: (e) => toast('error', t('errors.create'), e.message),
    })

  const count = contacts.data?.length ?? 0
  return (
    <>
      <ListDetailFrame
        titleId="contacts-title"
        header={
          <>
            <div>
              <PageTitle
                id="contacts-title"
                title={t('title')}
                status={contacts.isPending ? t('loading') : q ? t('found', { count }) : t('count', { count })}
              />
            </div>
            <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
              <SearchInput
                rounded
                label={t('search')}
                value={q}
                onChange={setQuery}
                placeholder={t('searchPlaceholder')}
                className={css({ flex: 1 })}
              />
              <Button
                variant="outline"
                size="icon"
                aria-label={t('tags.manage')}
                title={t('tags.manage')}
                onClick={() => setTagsOpen(true)}
              >
                <Tags />
              </Button>
              <Button onClick={add} disabled={create.isPending} className={css({ borderRadius: 'full' })}>
                {create.isPending ? <Spinner /> : <Plus />}
                {t('add')}
              </Button>
            </div>
          </>
        }
        detail={openId ? <Outlet /> : null}
        detailLabel={t('detail')}
        wideDetail
      >
        <ContactsList query={contacts} pinned={pinned} openId={openId} search={q} />
      </ListDetailFrame>
      <MountWhenOpened open={tagsOpen}>
        <TagsDialog open={tagsOpen} onOpenChange={setTagsOpen} />
      </MountWhenOpened>
    </>
  )
}
