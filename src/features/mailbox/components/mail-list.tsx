import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AlertCircle, ChevronLeft, ChevronRight, Inbox, PanelLeft, Paperclip, Star } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/loading-block'
import { Spinner } from '@/components/ui/spinner'
import { useDeferredArrival } from '@/lib/use-deferred-arrival'
import type { ListedMail, MailLabel } from '@/shared/schemas/mailbox'
import { useFilters, useFolders, useLabels, useMails, type MailListWhere } from '../api/mailbox'
import { LABEL_HEX, listDate, parseContact, plainText } from '../lib/display'
import { listSearch } from '../lib/where'

interface Props {
  where: MailListWhere
  openId: string | undefined
  onMenu: () => void
}

const pagerLink = css({
  display: 'inline-grid',
  placeItems: 'center',
  w: '9',
  h: '9',
  borderRadius: 'full',
  color: 'fg.muted',
  _hover: { bg: 'bg.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
})
const pagerOff = css({ opacity: 0.35, pointerEvents: 'none' })

function Row({
  mail,
  where,
  open,
  labels,
  showTo,
}: {
  mail: ListedMail
  where: MailListWhere
  open: boolean
  labels: MailLabel[]
  showTo: boolean
}) {
  const { t, i18n } = useTranslation('mailbox')
  const who = parseContact(showTo ? (mail.to.split(',')[0] ?? '') : mail.from.contact)
  const mailLabels = mail.labels.map((id) => labels.find((l) => l.id === id)).filter((l): l is MailLabel => Boolean(l))
  return (
    <li>
      <Link
        to="/apps/mailbox"
        search={{ ...listSearch(where), mail: mail.id }}
        aria-current={open ? 'true' : undefined}
        className={css(
          {
            display: 'flex',
            gap: '4',
            px: { base: '4', md: '6' },
            py: '4',
            borderBottomWidth: '1px',
            borderColor: 'border.default',
            position: 'relative',
            _hover: { bg: 'bg.hover' },
            _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '-2px' },
          },
          open && { bg: 'accent.subtle', _hover: { bg: 'accent.subtle' } },
          mail.unread && {
            _before: { content: '""', position: 'absolute', left: 0, top: 0, bottom: 0, w: '1', bg: 'accent.solid' },
          },
        )}
      >
        <Avatar name={who.name} src={showTo ? null : mail.from.avatar} size={40} />
        <div className={css({ flex: 1, minW: 0, display: 'flex', flexDir: 'column', gap: '0.5' })}>
          <div className={css({ display: 'flex', alignItems: 'baseline', gap: '2' })}>
            {mail.unread ? <span className={css({ srOnly: true })}>{t('unread')}: </span> : null}
            <span
              className={cx(
                css({ flex: 1, truncate: true }),
                mail.unread ? css({ fontWeight: 'bold' }) : css({ fontWeight: 'medium' }),
              )}
            >
              {showTo ? `${t('to')} ${who.name}` : who.name}
            </span>
            <time dateTime={mail.date} className={css({ fontSize: 'xs', color: 'fg.subtle', flexShrink: 0 })}>
              {listDate(mail.date, i18n.language)}
            </time>
          </div>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <span
              className={cx(
                css({ flex: 1, truncate: true, fontSize: 'sm' }),
                mail.unread && css({ fontWeight: 'semibold' }),
              )}
            >
              {mail.subject || t('noSubject')}
            </span>
            {mail.attachments.length ? (
              <Paperclip
                size={14}
                role="img"
                aria-label={t('hasAttachments')}
                className={css({ color: 'fg.subtle', flexShrink: 0 })}
              />
            ) : null}
            {mail.important ? (
              <AlertCircle
                size={15}
                role="img"
                aria-label={t('important')}
                className={css({ color: 'danger.text', flexShrink: 0 })}
              />
            ) : null}
            {mail.starred ? (
              <Star
                size={15}
                role="img"
                aria-label={t('starred')}
                className={css({ color: 'warning.solid', fill: 'currentColor', flexShrink: 0 })}
              />
            ) : null}
          </div>
          <span className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: 2 })}>{plainText(mail.content)}</span>
          {mailLabels.length ? (
            <span className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', mt: '1.5' })}>
              {mailLabels.map((l) => (
                <span
                  key={l.id}
                  className={css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: '1.5',
                    px: '2',
                    h: '5',
                    borderRadius: 'full',
                    bg: 'bg.subtle',
                    fontSize: 'xs',
                    fontWeight: 'medium',
                    color: 'fg.muted',
                  })}
                >
                  <span
                    aria-hidden
                    className={css({ w: '2', h: '2', borderRadius: 'full' })}
                    style={{ background: LABEL_HEX[l.color] ?? LABEL_HEX.gray }}
                  />
                  {l.title}
                </span>
              ))}
            </span>
          ) : null}
        </div>
      </Link>
    </li>
  )
}

/** One page of mails (10, newest first) with the template's pagination and past-last-page notice. */
export function MailList({ where, openId, onMenu }: Props) {
  const { t } = useTranslation('mailbox')
  const mails = useMails(where)
  const folders = useFolders()
  const filters = useFilters()
  const labels = useLabels()
  const title = where.folder
    ? t(`folder.${where.folder}`, {
        defaultValue: folders.data?.find((f) => f.slug === where.folder)?.title ?? where.folder,
      })
    : where.filter
      ? t(`filter.${where.filter}`, {
          defaultValue: filters.data?.find((f) => f.slug === where.filter)?.title ?? where.filter,
        })
      : (labels.data?.find((l) => l.slug === where.label)?.title ?? where.label ?? '')
  // The rows draw the first answer in a deferred pass (see useDeferredArrival).
  const data = useDeferredArrival(mails.data)
  const p = data?.mails ? data.pagination : undefined
  const showTo = where.folder === 'sent' || where.folder === 'drafts'

  return (
    <div className={css({ display: 'flex', flexDir: 'column', h: 'full', minH: 0 })}>
      <header
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '2',
          px: { base: '4', md: '6' },
          h: '20',
          flexShrink: 0,
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          bg: 'bg.muted',
        })}
      >
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('openNavigation')}
          onClick={onMenu}
          className={css({ display: { lg: 'none' } })}
        >
          <PanelLeft />
        </Button>
        <h2 className={css({ flex: 1, fontSize: 'xl', fontWeight: 'bold', truncate: true })}>{title}</h2>
        {mails.isFetching && !mails.isPending ? <Spinner size={16} label={t('loading')} /> : null}
        {p && p.totalResults > 0 ? (
          <div className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
            <span className={css({ fontSize: 'sm', color: 'fg.muted', mr: '1', whiteSpace: 'nowrap' })}>
              {t('range', { start: p.startIndex + 1, end: p.endIndex + 1, total: p.totalResults })}
            </span>
            <Link
              to="/apps/mailbox"
              search={listSearch(where, p.currentPage - 1)}
              aria-label={t('previousPage')}
              aria-disabled={p.currentPage <= 1}
              tabIndex={p.currentPage <= 1 ? -1 : undefined}
              className={cx(pagerLink, p.currentPage <= 1 && pagerOff)}
            >
              <ChevronLeft size={20} />
            </Link>
            <Link
              to="/apps/mailbox"
              search={listSearch(where, p.currentPage + 1)}
              aria-label={t('nextPage')}
              aria-disabled={p.currentPage >= p.lastPage}
              tabIndex={p.currentPage >= p.lastPage ? -1 : undefined}
              className={cx(pagerLink, p.currentPage >= p.lastPage && pagerOff)}
            >
              <ChevronRight size={20} />
            </Link>
          </div>
        ) : null}
      </header>
      <div className={css({ flex: 1, overflowY: 'auto', minH: 0 })}>
        {!data && !mails.isError ? (
          <LoadingBlock label={t('loading')} className={css({ h: '60' })} />
        ) : mails.isError ? (
          <EmptyState title={t('errors.load')}>
            <p>{mails.error.message}</p>
          </EmptyState>
        ) : data && !data.mails ? (
          <EmptyState icon={<Inbox />} title={t('pageNotAvailable')}>
            <Link
              to="/apps/mailbox"
              search={listSearch(where, data.pagination.lastPage)}
              className={css({ color: 'accent.text', textDecoration: 'underline' })}
            >
              {t('goToLastPage')}
            </Link>
          </EmptyState>
        ) : !data?.mails?.length ? (
          <EmptyState icon={<Inbox />} title={t('empty')} />
        ) : (
          <ul aria-label={t('mailList', { title })}>
            {data.mails.map((m) => (
              <Row
                key={m.id}
                mail={m}
                where={where}
                open={m.id === openId}
                labels={labels.data ?? []}
                showTo={showTo}
              />
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
