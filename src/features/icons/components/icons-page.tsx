import { useId, useState } from 'react'
import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { pageColumn } from 'styled-system/patterns'
import { css } from 'styled-system/css'
import { PageTitle } from '@/components/layout/page-title'
import { SearchInput } from '@/components/form/search-input'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/input'
import { LoadingBlock } from '@/components/ui/loading-block'
import { ICON_SETS, type IconSetName } from '@/shared/constants/dashboards'
import { useIconDrawings } from '../api/icon-drawings'
import { useIconSet } from '../api/icons'
import { searchIcons } from '../lib/icons'
import { IconDetails } from './icon-details'
import { IconGrid } from './icon-grid'
import { useDebouncedSearch } from '@/lib/use-debounced-search'

const route = getRouteApi('/_auth/_app/ui/icons')

/** The icon sets: pick a set, search it, pick an icon to see it large and copy its name. Set and search are in the URL. */
export function IconsPage() {
  const { t } = useTranslation('icons')
  const id = useId()
  const search = route.useSearch()
  const set: IconSetName = search.set ?? 'material-outline'
  const navigate = useNavigate()
  const icons = useIconSet(set)
  const drawings = useIconDrawings(set)
  const [text, setText] = useDebouncedSearch(
    search.q ?? '',
    (text) =>
      void navigate({
        to: '.',
        search: (s: Record<string, unknown>) => ({ ...s, q: text || undefined }),
        replace: true,
      }),
  )
  const [selected, setSelected] = useState<string | null>(null)

  const chooseSet = (next: IconSetName) => {
    setSelected(null)
    void navigate({ to: '.', search: (s: Record<string, unknown>) => ({ ...s, set: next }), replace: true })
  }

  const shown = icons.data ? searchIcons(icons.data.list, search.q ?? '') : []

  return (
    <div className={pageColumn({ maxW: '7xl' })}>
      <PageTitle title={t('title')} subtitle={t('subtitle')} />

      <div
        className={css({ display: { base: 'none', md: 'flex' }, flexWrap: 'wrap', gap: '1', mt: '6' })}
        role="group"
        aria-label={t('sets')}
      >
        {ICON_SETS.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={s === set}
            onClick={() => chooseSet(s)}
            className={css({
              px: '4',
              h: '9',
              borderRadius: 'full',
              fontSize: 'sm',
              fontWeight: 'semibold',
              color: 'fg.muted',
              cursor: 'pointer',
              _hover: { bg: 'bg.hover', color: 'fg.default' },
              '&[aria-pressed=true]': { bg: 'accent.subtle', color: 'accent.text' },
            })}
          >
            {t(`set.${s}`)}
          </button>
        ))}
      </div>

      <div
        role="search"
        className={css({
          display: 'flex',
          flexDir: { base: 'column', md: 'row' },
          gap: '3',
          mt: { base: '5', md: '4' },
        })}
      >
        <div className={css({ display: { base: 'flex', md: 'none' }, flexDir: 'column', gap: '1.5' })}>
          <label htmlFor={`${id}-set`} className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>
            {t('set.label')}
          </label>
          <Select id={`${id}-set`} value={set} onChange={(e) => chooseSet(e.target.value as IconSetName)}>
            {ICON_SETS.map((s) => (
              <option key={s} value={s}>
                {t(`set.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <SearchInput
          label={t('search')}
          value={text}
          onChange={setText}
          placeholder={t('searchPlaceholder')}
          className={css({ flex: 1 })}
        />
      </div>

      {icons.data && drawings.data ? (
        <>
          <p aria-live="polite" className={css({ mt: '4', fontSize: 'sm', color: 'fg.muted' })}>
            {t('summary', { count: shown.length, total: icons.data.list.length, name: icons.data.name })}
            {icons.data.namespace ? (
              <>
                {' '}
                · {t('namespace')} <code className={css({ fontFamily: 'mono' })}>{icons.data.namespace}</code>
              </>
            ) : null}
            {' · '}
            {t('grid')} <code className={css({ fontFamily: 'mono' })}>{icons.data.grid}</code>
          </p>
          <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>{t('source', drawings.data.source)}</p>
          {selected ? (
            <IconDetails set={icons.data} drawings={drawings.data} name={selected} onClose={() => setSelected(null)} />
          ) : null}
          {shown.length ? (
            <IconGrid
              key={`${set}|${search.q ?? ''}`}
              set={icons.data}
              drawings={drawings.data}
              names={shown}
              selected={selected}
              onSelect={setSelected}
            />
          ) : (
            <p className={css({ py: '16', textAlign: 'center', color: 'fg.muted', fontWeight: 'medium' })}>
              {t('noResults')}
            </p>
          )}
        </>
      ) : (icons.isPending || drawings.isPending) && !icons.isError && !drawings.isError ? (
        <LoadingBlock label={t('loading')} className={css({ py: '20' })} />
      ) : (
        <div role="alert" className={css({ textAlign: 'center', py: '16' })}>
          <p className={css({ fontWeight: 'semibold' })}>{t('error')}</p>
          <Button className={css({ mt: '3' })} onClick={() => void Promise.all([icons.refetch(), drawings.refetch()])}>
            {t('retry')}
          </Button>
        </div>
      )}
    </div>
  )
}
