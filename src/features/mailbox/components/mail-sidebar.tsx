import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Pencil, Plus, Settings } from 'lucide-react'
import { css } from 'styled-system/css'
import type { SystemStyleObject } from 'styled-system/types'
import { CountPill } from '@/components/layout/count-pill'
import { Button } from '@/components/ui/button'
import { LoadingBlock } from '@/components/ui/loading-block'
import { useFilters, useFolders, useLabels, type MailListWhere } from '../api/mailbox'
import { LABEL_HEX } from '../lib/display'
import { iconFor } from './mail-icons'

interface Props {
  where: MailListWhere
  onCompose: () => void
  onEditLabels: () => void
  onSettings: () => void
  /** Called after following a link (closes the drawer on small screens). */
  onNavigate?: () => void
}

const item: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  h: '10',
  px: '4',
  mx: '3',
  borderRadius: 'lg',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  _hover: { bg: 'bg.hover', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '-2px' },
}
const active: SystemStyleObject = {
  bg: 'accent.subtle',
  color: 'accent.text',
  _hover: { bg: 'accent.subtle', color: 'accent.text' },
}
const heading = css({
  px: '7',
  pt: '6',
  pb: '2',
  textStyle: 'overline',
  color: 'fg.subtle',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
})

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <div role="group" aria-label={title}>
      <div className={heading}>
        <span>{title}</span>
        {action}
      </div>
      <ul className={css({ display: 'flex', flexDir: 'column', gap: '0.5' })}>{children}</ul>
    </div>
  )
}

/** One entry of the sidebar: a link to the mailbox narrowed to a folder, a filter or a label. */
function WhereLink({
  search,
  on,
  onNavigate,
  children,
}: {
  search: { folder: string } | { filter: string } | { label: string }
  on: boolean
  onNavigate?: () => void
  children: ReactNode
}) {
  return (
    <li>
      <Link
        to="/apps/mailbox"
        search={search}
        onClick={onNavigate}
        aria-current={on ? 'page' : undefined}
        className={css(item, on && active)}
      >
        {children}
      </Link>
    </li>
  )
}

/** Compose, folders with counts, filters and coloured labels. */
export function MailSidebar({ where, onCompose, onEditLabels, onSettings, onNavigate }: Props) {
  const { t } = useTranslation('mailbox')
  const folders = useFolders()
  const filters = useFilters()
  const labels = useLabels()
  if (folders.isPending || filters.isPending || labels.isPending) {
    return <LoadingBlock label={t('loading')} size={24} className={css({ h: '40' })} />
  }
  return (
    <nav aria-label={t('navigation')} className={css({ display: 'flex', flexDir: 'column', pb: '6' })}>
      <div className={css({ px: '6', pt: '8', pb: '2' })}>
        <h1 className={css({ fontSize: '3xl', fontWeight: 'extrabold', letterSpacing: 'tight' })}>{t('title')}</h1>
        <Button onClick={onCompose} className={css({ w: 'full', mt: '6', borderRadius: 'full' })}>
          <Plus /> {t('composeButton')}
        </Button>
      </div>
      <Section title={t('folders')}>
        {(folders.data ?? []).map((f) => {
          const Icon = iconFor(f.slug)
          const on = where.folder === f.slug
          return (
            <WhereLink key={f.id} search={{ folder: f.slug }} on={on} onNavigate={onNavigate}>
              <Icon size={18} aria-hidden />
              <span className={css({ flex: 1 })}>{t(`folder.${f.slug}`, { defaultValue: f.title })}</span>
              {f.count ? <CountPill count={f.count} label={t('countLabel', { count: f.count })} wide /> : null}
            </WhereLink>
          )
        })}
      </Section>
      <Section title={t('filters')}>
        {(filters.data ?? []).map((f) => {
          const Icon = iconFor(f.slug)
          const on = where.filter === f.slug
          return (
            <WhereLink key={f.id} search={{ filter: f.slug }} on={on} onNavigate={onNavigate}>
              <Icon size={18} aria-hidden />
              <span>{t(`filter.${f.slug}`, { defaultValue: f.title })}</span>
            </WhereLink>
          )
        })}
      </Section>
      <Section
        title={t('labels')}
        action={
          <button
            type="button"
            onClick={onEditLabels}
            aria-label={t('editLabels')}
            title={t('editLabels')}
            className={css({
              p: '1',
              borderRadius: 'md',
              color: 'fg.subtle',
              cursor: 'pointer',
              _hover: { bg: 'bg.hover', color: 'fg.default' },
            })}
          >
            <Pencil size={14} />
          </button>
        }
      >
        {(labels.data ?? []).map((l) => {
          const on = where.label === l.slug
          return (
            <WhereLink key={l.id} search={{ label: l.slug }} on={on} onNavigate={onNavigate}>
              <span
                aria-hidden
                className={css({ w: '2.5', h: '2.5', borderRadius: 'full', mx: '1' })}
                style={{ background: LABEL_HEX[l.color] ?? LABEL_HEX.gray }}
              />
              <span className={css({ truncate: true })}>{l.title}</span>
            </WhereLink>
          )
        })}
      </Section>
      <div className={css({ px: '3', pt: '6' })}>
        <button type="button" onClick={onSettings} className={css(item, { w: 'full', mx: 0, cursor: 'pointer' })}>
          <Settings size={18} aria-hidden /> {t('settings.title')}
        </button>
      </div>
    </nav>
  )
}
