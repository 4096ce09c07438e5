import { lazy, Suspense, useState } from 'react'
import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MailOpen, X } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { FillViewport } from '@/components/ui/fill-viewport'
import { MountWhenOpened } from '@/components/ui/mount-when-opened'
import { DialogPortal } from '@/components/ui/open-portal'
import { LoadingBlock } from '@/components/ui/loading-block'
import type { ListedMail } from '@/shared/schemas/mailbox'
import { useSettings } from '../api/mailbox'
import { whereOf } from '../lib/where'
import type { ComposeDraft } from './compose-dialog'
import { MailList } from './mail-list'
import { MailSidebar } from './mail-sidebar'

// The reader (with the HTML sanitiser and its menus) loads when a mail is opened, the dialogs when first opened.
const MailView = lazy(() => import('./mail-view').then((m) => ({ default: m.MailView })))
const ComposeDialog = lazy(() => import('./compose-dialog').then((m) => ({ default: m.ComposeDialog })))
const LabelsDialog = lazy(() => import('./labels-dialog').then((m) => ({ default: m.LabelsDialog })))
const SettingsDialog = lazy(() => import('./settings-dialog').then((m) => ({ default: m.SettingsDialog })))

const route = getRouteApi('/_auth/_app/apps/mailbox')

const replySubject = (s: string) => (/^re:/i.test(s) ? s : `Re: ${s}`)

/**
 * The mailbox: navigation (a drawer below lg), the page of mails, and the open mail beside the list
 * ('right' layout, from md) or in its place ('full' layout, and always on phones).
 */
export function MailboxPage() {
  const { t } = useTranslation('mailbox')
  const search = route.useSearch()
  const where = whereOf(search)
  const settings = useSettings()
  const layout = settings.data?.messageLayout ?? 'right'
  const [navOpen, setNavOpen] = useState(false)
  const [draft, setDraft] = useState<ComposeDraft | null>(null)
  const [labelsOpen, setLabelsOpen] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const open = search.mail
  const split = layout === 'right'

  const sidebar = (onNavigate?: () => void) => (
    <MailSidebar
      where={where}
      onNavigate={onNavigate}
      onCompose={() => (onNavigate?.(), setDraft({ to: '', subject: '' }))}
      onEditLabels={() => (onNavigate?.(), setLabelsOpen(true))}
      onSettings={() => (onNavigate?.(), setSettingsOpen(true))}
    />
  )
  const reply = (m: ListedMail) =>
    setDraft({ to: m.from.contact, subject: replySubject(m.subject), quote: m.content, replyTo: m.id })

  return (
    <FillViewport className={css({ display: 'flex', overflow: 'hidden', bg: 'bg.surface' })}>
      <aside
        className={css({
          display: { base: 'none', lg: 'block' },
          w: '64',
          flexShrink: 0,
          borderRightWidth: '1px',
          borderColor: 'border.default',
          overflowY: 'auto',
          bg: 'bg.surface',
        })}
      >
        {sidebar()}
      </aside>
      <ArkDialog.Root open={navOpen} onOpenChange={(d) => setNavOpen(d.open)}>
        <DialogPortal>
          <ArkDialog.Backdrop className={css({ position: 'fixed', inset: 0, bg: 'bg.overlay', zIndex: 'overlay' })} />
          <ArkDialog.Positioner className={css({ position: 'fixed', inset: 0, zIndex: 'modal', display: 'flex' })}>
            <ArkDialog.Content
              className={css({
                w: '80',
                maxW: '85vw',
                h: 'full',
                bg: 'bg.surface',
                overflowY: 'auto',
                boxShadow: '2xl',
                position: 'relative',
              })}
            >
              <ArkDialog.Title className={css({ srOnly: true })}>{t('navigation')}</ArkDialog.Title>
              <ArkDialog.CloseTrigger asChild>
                <Button
                  variant="ghost"
                  size="iconSm"
                  aria-label={t('close')}
                  className={css({ position: 'absolute', top: '3', right: '3' })}
                >
                  <X />
                </Button>
              </ArkDialog.CloseTrigger>
              {sidebar(() => setNavOpen(false))}
            </ArkDialog.Content>
          </ArkDialog.Positioner>
        </DialogPortal>
      </ArkDialog.Root>

      <section
        aria-label={t('list')}
        className={css(
          { flex: 1, minW: 0, display: 'flex', flexDir: 'column' },
          split && {
            flex: { md: 'none' },
            w: { md: '20rem', xl: '24rem' },
            borderRightWidth: { md: '1px' },
            borderColor: 'border.default',
          },
          Boolean(open) && (split ? { display: { base: 'none', md: 'flex' } } : { display: 'none' }),
        )}
      >
        <MailList where={where} openId={open} onMenu={() => setNavOpen(true)} />
      </section>
      {open ? (
        <section
          aria-label={t('reader')}
          className={css({ flex: 1, minW: 0, display: 'flex', flexDir: 'column', bg: 'bg.canvas' })}
        >
          <Suspense fallback={<LoadingBlock label={t('loading')} size={24} className={css({ flex: 1 })} />}>
            <MailView key={open} id={open} where={where} onReply={reply} />
          </Suspense>
        </section>
      ) : split ? (
        <div
          className={css({
            flex: 1,
            display: { base: 'none', md: 'flex' },
            alignItems: 'center',
            justifyContent: 'center',
            bg: 'bg.canvas',
          })}
        >
          <EmptyState icon={<MailOpen />} title={t('selectMail')} />
        </div>
      ) : null}

      <MountWhenOpened open={draft !== null}>
        <ComposeDialog draft={draft} onClose={() => setDraft(null)} />
      </MountWhenOpened>
      <MountWhenOpened open={labelsOpen}>
        <LabelsDialog open={labelsOpen} onOpenChange={setLabelsOpen} />
      </MountWhenOpened>
      <MountWhenOpened open={settingsOpen}>
        <SettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
      </MountWhenOpened>
    </FillViewport>
  )
}
