import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { toastOutcome } from '@/components/ui/toaster'
import { Icon } from '@/components/layout/icons'
import { useRemoveAttachment, useStorage, useStorageEstimate } from '../api/storage'
import { numberFormat } from '@/lib/intl'

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const

/** A size in the reader's language: 512 bytes, 1.5 MB, 2 GB. */
export function formatBytes(bytes: number, language: string): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  return numberFormat(language, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value)
}

const row = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  py: '2',
  borderTopWidth: '1px',
  borderColor: 'border.default',
})

/** Settings › Storage: how full the device is, and the largest stored files, each removable to free space. */
export function StorageSection({ className }: { className: string }) {
  const { t, i18n } = useTranslation('shell')
  const estimate = useStorageEstimate()
  const report = useStorage()
  const remove = useRemoveAttachment()
  const size = (bytes: number) => formatBytes(bytes, i18n.language)
  const used = estimate.data
  const attachments = report.data?.attachments ?? []

  return (
    <section id="storage" className={className} aria-labelledby="storage-title" data-testid="storage-section">
      <h2 id="storage-title" className={css({ fontSize: 'lg', fontWeight: 'bold' })}>
        {t('storage.title')}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '1', mb: '4', fontSize: 'sm' })}>{t('storage.text')}</p>
      {used ? (
        <div className={css({ mb: '4' })}>
          <p className={css({ fontSize: 'sm', mb: '2' })} data-testid="storage-used">
            {t('storage.used', { used: size(used.usage), quota: size(used.quota) })}
          </p>
          <meter
            min={0}
            max={used.quota}
            value={used.usage}
            high={used.quota * 0.9}
            aria-labelledby="storage-title"
            className={css({ w: 'full', h: '2' })}
          />
        </div>
      ) : estimate.isSuccess ? (
        <p className={css({ fontSize: 'sm', mb: '4', color: 'fg.muted' })}>{t('storage.unknown')}</p>
      ) : null}
      <h3 className={css({ fontSize: 'md', fontWeight: 'semibold', mb: '2' })}>{t('storage.largest')}</h3>
      {report.isPending ? <Spinner size={16} /> : null}
      {report.isSuccess && attachments.length === 0 ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{t('storage.none')}</p>
      ) : null}
      <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>
        {attachments.map((item) => (
          <li key={`${item.source}:${item.id}`} className={row}>
            <span className={css({ minW: '0', display: 'flex', flexDir: 'column' })}>
              <span
                className={css({
                  fontSize: 'sm',
                  fontWeight: 'medium',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                })}
              >
                {item.name || item.owner}
              </span>
              <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                {t(`storage.sources.${item.source}`)}
                {item.name && item.owner ? ` · ${item.owner}` : ''} · {size(item.bytes)}
              </span>
            </span>
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              aria-label={`${t('storage.remove')}: ${item.name || item.owner}`}
              onClick={() =>
                remove.mutate(item, toastOutcome({ failed: t('storage.failed'), done: t('storage.removed') }))
              }
            >
              <Icon name="trash-2" />
              {t('storage.remove')}
            </Button>
          </li>
        ))}
      </ul>
      {report.data ? (
        <p className={css({ fontSize: 'xs', color: 'fg.subtle', mt: '3' })}>
          {t('storage.outbox', { count: report.data.outbox })}
        </p>
      ) : null}
    </section>
  )
}
