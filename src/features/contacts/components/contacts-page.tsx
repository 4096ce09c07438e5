import { lazy, useState } from 'react'
import { Outlet, getRouteApi, useMatchRoute, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Plus, Search, Tags } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { FillViewport } from '@/components/ui/fill-viewport'
import { Input } from '@/components/ui/input'
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
    <FillViewport className={css({ display: 'flex', position: 'relative', overflow: 'hidden', bg: 'bg.surface' })}>
      <section
        aria-labelledby="contacts-title"
        className={css(
          { flex: 1, minW: 0, display: 'flex', flexDir: 'column' },
          Boolean(openId) && { display: { base: 'none', lg: 'flex' } },
        )}
      >
        <header
          className={css({
            px: { base: '4', md: '8' },
            pt: { base: '6', md: '8' },
            pb: '5',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
            display: 'flex',
            flexDir: 'column',
            gap: '5',
          })}
        >
          <div>
            <h1
              id="contacts-title"
              className={css({
                fontSize: { base: '3xl', md: '4xl' },
                fontWeight: 'extrabold',
                letterSpacing: 'tight',
                lineHeight: 'tight',
              })}
            >
              {t('title')}
            </h1>
            <p className={css({ color: 'fg.muted', fontWeight: 'medium', mt: '1' })} aria-live="polite">
              {contacts.isPending ? t('loading') : q ? t('found', { count }) : t('count', { count })}
            </p>
          </div>
          <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
            <label className={css({ flex: 1, position: 'relative', display: 'block' })}>
              <span className={css({ srOnly: true })}>{t('search')}</span>
              <Search
                size={18}
                aria-hidden
                className={css({
                  position: 'absolute',
                  left: '3',
                  top: '50%',
                  transform: 'translateY(-50%)',
                  color: 'fg.subtle',
                  pointerEvents: 'none',
                })}
              />
              <Input
                type="search"
                value={q}
                onChange={(e) => setQuery(e.target.value)}
                placeholder={t('searchPlaceholder')}
                className={css({ pl: '10', borderRadius: 'full' })}
              />
            </label>
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
        </header>
        <ContactsList query={contacts} pinned={pinned} openId={openId} search={q} />
      </section>
      {openId ? (
        <aside
          aria-label={t('detail')}
          className={css({
            position: { base: 'absolute', lg: 'relative' },
            inset: { base: 0, lg: 'auto' },
            w: { base: 'full', lg: '36rem', xl: '40rem' },
            flexShrink: 0,
            borderLeftWidth: { lg: '1px' },
            borderColor: 'border.default',
            bg: 'bg.surface',
            overflowY: 'auto',
            zIndex: 1,
          })}
        >
          <Outlet />
        </aside>
      ) : null}
      <MountWhenOpened open={tagsOpen}>
        <TagsDialog open={tagsOpen} onOpenChange={setTagsOpen} />
      </MountWhenOpened>
    </FillViewport>
  )
}
