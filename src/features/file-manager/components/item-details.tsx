import { useTranslation } from 'react-i18next'
import { X } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import type { FileItem } from '@/shared/schemas/file-manager'
import { useItemWords } from '../lib/item-words'
import { FileIcon } from './file-icon'
import { dateFormat } from '@/lib/intl'

/** Everything known about one item. */
export function ItemDetails({ item, onClose }: { item: FileItem; onClose: () => void }) {
  const { t, i18n } = useTranslation('fileManager')
  const say = useItemWords()
  const date = dateFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' })
  const rows: Array<[string, string]> = [
    [t('details.type'), item.type === 'folder' ? t('folder') : item.type],
    [t('details.size'), say.size(item.size)],
    ...(item.contents ? ([[t('details.contents'), say.contents(item.contents)]] as Array<[string, string]>) : []),
    [t('details.createdBy'), item.createdBy],
    [t('details.createdAt'), date.format(new Date(item.createdAt))],
    [t('details.modifiedAt'), date.format(new Date(item.modifiedAt))],
  ]
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '6', p: '6' })}>
      <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
        <Button variant="ghost" size="icon" aria-label={t('details.close')} onClick={onClose} autoFocus>
          <X />
        </Button>
      </div>
      <div
        className={css({
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          h: '48',
          bg: 'bg.muted',
          borderRadius: '2xl',
          borderWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <FileIcon type={item.type} size={96} />
      </div>
      <div>
        <h2 className={css({ fontSize: 'xl', fontWeight: 'bold', overflowWrap: 'anywhere' })}>{item.name}</h2>
        <p
          className={css({
            mt: '1',
            fontSize: 'sm',
            fontWeight: 'semibold',
            color: 'accent.text',
            textTransform: 'uppercase',
            letterSpacing: 'wide',
          })}
        >
          {item.type === 'folder' ? t('folder') : item.type}
        </p>
      </div>
      <section aria-labelledby="fm-info">
        <h3 id="fm-info" className={css({ fontSize: 'md', fontWeight: 'semibold', mb: '2' })}>
          {t('details.information')}
        </h3>
        <dl className={css({ borderTopWidth: '1px', borderColor: 'border.default' })}>
          {rows.map(([k, v]) => (
            <div
              key={k}
              className={css({
                display: 'flex',
                justifyContent: 'space-between',
                gap: '4',
                py: '3',
                borderBottomWidth: '1px',
                borderColor: 'border.default',
                fontSize: 'sm',
              })}
            >
              <dt className={css({ color: 'fg.muted', fontWeight: 'medium' })}>{k}</dt>
              <dd className={css({ textAlign: 'right' })}>{v}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="fm-description">
        <h3 id="fm-description" className={css({ fontSize: 'md', fontWeight: 'semibold', mb: '2' })}>
          {t('details.description')}
        </h3>
        <p className={css({ fontSize: 'sm', color: item.description ? 'fg.default' : 'fg.subtle' })}>
          {item.description ?? t('details.noDescription')}
        </p>
      </section>
    </div>
  )
}
