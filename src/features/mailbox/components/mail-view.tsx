import { useEffect, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { AlertCircle, ArrowLeft, Mail as MailIcon, MailOpen, Reply, Star, Trash2 } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { SafeHtml } from '@/components/ui/safe-html'
import { LoadingBlock } from '@/components/ui/loading-block'
import { toast } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/client'
import type { ListedMail, MailPatch } from '@/shared/schemas/mailbox'
import { useFolders, useLabels, useMail, usePatchMail, type MailListWhere } from '../api/mailbox'
import { LABEL_HEX, fullDate, parseContact } from '../lib/display'
import { listSearch } from '../lib/where'
import { MailAttachments } from './mail-attachments'
import { LabelsMenu, MoveMenu } from './mail-menus'

interface Props {
  id: string
  where: MailListWhere
  onReply: (mail: ListedMail) => void
}

const toggleOn = css({ color: 'accent.text' })

/** The open mail: flags, labels, move and reply on top, then sender, recipients, sanitised body and attachments. */
export function MailView({ id, where, onReply }: Props) {
  const { t, i18n } = useTranslation('mailbox')
  const mail = useMail(id)
  const folders = useFolders()
  const labels = useLabels()
  const patch = usePatchMail()
  const [details, setDetails] = useState(false)
  const markedRead = useRef<string | null>(null)

  const change = (changes: MailPatch, done?: string) =>
    patch.mutate(
      { id, mail: changes },
      {
        onSuccess: () => done && toast('success', done),
        onError: (e) => toast('error', t('errors.update'), e.message),
      },
    )

  // Opening a mail reads it, once per mail (marking it unread again must stick).
  useEffect(() => {
    if (mail.data?.unread && markedRead.current !== id) {
      markedRead.current = id
      patch.mutate({ id, mail: { unread: false } })
    }
  }, [mail.data, id, patch])

  const back = (
    <Link
      to="/apps/mailbox"
      search={listSearch(where)}
      aria-label={t('backToList')}
      className={css({
        display: 'inline-grid',
        placeItems: 'center',
        w: '10',
        h: '10',
        borderRadius: 'full',
        _hover: { bg: 'bg.hover' },
        _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
      })}
    >
      <ArrowLeft size={20} />
    </Link>
  )
  if (mail.isPending) return <LoadingBlock label={t('loading')} className={css({ h: 'full' })} />
  if (mail.isError) {
    const missing = mail.error instanceof ApiError && mail.error.status === 404
    return (
      <div className={css({ p: '4' })}>
        {back}
        <EmptyState icon={<MailIcon />} title={missing ? t('mailNotFound') : t('errors.load')} />
      </div>
    )
  }
  const m = mail.data
  const from = parseContact(m.from.contact)
  const trash = folders.data?.find((f) => f.slug === 'trash')
  const mailLabels = m.labels.map((lid) => labels.data?.find((l) => l.id === lid)).filter(Boolean)
  const toList = m.to
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

  return (
    <article aria-labelledby="mail-subject" className={css({ display: 'flex', flexDir: 'column', h: 'full', minH: 0 })}>
      <div
        role="toolbar"
        aria-label={t('actions.toolbar')}
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '1',
          px: { base: '2', md: '4' },
          h: '20',
          flexShrink: 0,
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          bg: 'bg.muted',
        })}
      >
        {back}
        <div className={css({ flex: 1 })} />
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('actions.markUnread')}
          title={t('actions.markUnread')}
          onClick={() => change({ unread: true }, t('markedUnread'))}
        >
          <MailOpen />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-pressed={m.starred}
          aria-label={t('actions.star')}
          title={t('actions.star')}
          onClick={() => change({ starred: !m.starred })}
          className={cx(m.starred && toggleOn)}
        >
          <Star className={cx(m.starred && css({ fill: 'currentColor' }))} />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-pressed={m.important}
          aria-label={t('actions.important')}
          title={t('actions.important')}
          onClick={() => change({ important: !m.important })}
          className={cx(m.important && toggleOn)}
        >
          <AlertCircle />
        </Button>
        <LabelsMenu
          labels={labels.data ?? []}
          value={m.labels}
          onToggle={(lid, on) => change({ labels: on ? [...m.labels, lid] : m.labels.filter((x) => x !== lid) })}
        />
        <MoveMenu folders={folders.data ?? []} current={m.folder} onMove={(folder) => change({ folder }, t('moved'))} />
        {trash && m.folder !== trash.id ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('actions.delete')}
            title={t('actions.delete')}
            onClick={() => change({ folder: trash.id }, t('movedToTrash'))}
          >
            <Trash2 />
          </Button>
        ) : null}
      </div>
      <div className={css({ flex: 1, overflowY: 'auto', minH: 0, px: { base: '4', md: '8' }, py: '6' })}>
        <h2 id="mail-subject" className={css({ fontSize: '2xl', fontWeight: 'bold', lineHeight: 'snug' })}>
          {m.subject || t('noSubject')}
        </h2>
        {mailLabels.length ? (
          <ul aria-label={t('labels')} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' })}>
            {mailLabels.map((l) => (
              <li
                key={l!.id}
                className={css({
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: '1.5',
                  px: '2.5',
                  h: '6',
                  borderRadius: 'full',
                  bg: 'bg.subtle',
                  fontSize: 'xs',
                  fontWeight: 'semibold',
                  color: 'fg.muted',
                })}
              >
                <span
                  aria-hidden
                  className={css({ w: '2', h: '2', borderRadius: 'full' })}
                  style={{ background: LABEL_HEX[l!.color] ?? LABEL_HEX.gray }}
                />
                {l!.title}
              </li>
            ))}
          </ul>
        ) : null}
        <div
          className={cx(
            card({ padding: 'none', clip: false }),
            css({
              mt: '6',
              p: { base: '4', md: '6' },
            }),
          )}
        >
          <div className={css({ display: 'flex', gap: '4', alignItems: 'flex-start' })}>
            <Avatar name={from.name} src={m.from.avatar} size={44} />
            <div className={css({ flex: 1, minW: 0 })}>
              <div className={css({ display: 'flex', flexWrap: 'wrap', columnGap: '2', alignItems: 'baseline' })}>
                <span className={css({ fontWeight: 'semibold' })}>{from.name}</span>
                <span className={css({ fontSize: 'sm', color: 'fg.muted', wordBreak: 'break-all' })}>{from.email}</span>
              </div>
              <time
                dateTime={m.date}
                className={css({ display: 'block', fontSize: 'xs', color: 'fg.subtle', mt: '0.5' })}
              >
                {fullDate(m.date, i18n.language)}
              </time>
              <button
                type="button"
                aria-expanded={details}
                onClick={() => setDetails((d) => !d)}
                className={css({
                  fontSize: 'sm',
                  color: 'fg.muted',
                  cursor: 'pointer',
                  textAlign: 'left',
                  _hover: { color: 'fg.default', textDecoration: 'underline' },
                })}
              >
                {t('toLine', { to: parseContact(toList[0] ?? '').name, count: toList.length - 1 })}
                {m.ccCount ? ` · ${t('ccCount', { count: m.ccCount })}` : ''}
                {m.bccCount ? ` · ${t('bccCount', { count: m.bccCount })}` : ''}
              </button>
              {details ? (
                <dl
                  className={css({
                    mt: '3',
                    display: 'grid',
                    gridTemplateColumns: 'auto 1fr',
                    columnGap: '3',
                    rowGap: '1',
                    fontSize: 'sm',
                  })}
                >
                  <dt className={css({ color: 'fg.subtle' })}>{t('fromLabel')}</dt>
                  <dd>{m.from.contact}</dd>
                  <dt className={css({ color: 'fg.subtle' })}>{t('toLabel')}</dt>
                  <dd>{toList.join(', ')}</dd>
                  {m.cc?.length ? (
                    <>
                      <dt className={css({ color: 'fg.subtle' })}>{t('ccLabel')}</dt>
                      <dd>{m.cc.join(', ')}</dd>
                    </>
                  ) : null}
                  {m.bcc?.length ? (
                    <>
                      <dt className={css({ color: 'fg.subtle' })}>{t('bccLabel')}</dt>
                      <dd>{m.bcc.join(', ')}</dd>
                    </>
                  ) : null}
                  <dt className={css({ color: 'fg.subtle' })}>{t('dateLabel')}</dt>
                  <dd>{fullDate(m.date, i18n.language)}</dd>
                </dl>
              ) : null}
            </div>
          </div>
          <SafeHtml
            html={m.content}
            className={css({
              mt: '6',
              lineHeight: 'relaxed',
              wordBreak: 'break-word',
              '& p': { mb: '4' },
              '& a': { color: 'accent.text', textDecoration: 'underline' },
              '& blockquote': { borderLeftWidth: '3px', borderColor: 'border.strong', pl: '3', color: 'fg.muted' },
            })}
          />
          <MailAttachments attachments={m.attachments} />
          <div className={css({ mt: '6', pt: '5', borderTopWidth: '1px', borderColor: 'border.default' })}>
            <Button variant="outline" onClick={() => onReply(m)}>
              <Reply /> {t('actions.reply')}
            </Button>
          </div>
        </div>
      </div>
    </article>
  )
}
