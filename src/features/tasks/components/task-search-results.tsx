import { useMemo } from 'react'
import DOMPurify from 'dompurify'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SearchX } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/loading-block'
import type { Task } from '@/shared/schemas/tasks'
import { useTaskSearch } from '../api/tasks'

/** The server marks matches with `<mark>`; nothing else of the title may render as markup. */
const markedOnly = (html: string) => DOMPurify.sanitize(html, { ALLOWED_TAGS: ['mark'], ALLOWED_ATTR: [] })

function ResultRow({ task, active, query }: { task: Task; active: boolean; query: string }) {
  const { t } = useTranslation('tasks')
  const html = useMemo(() => markedOnly(task.title), [task.title])
  return (
    <li
      className={cx(
        css({
          position: 'relative',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
          _hover: { bg: 'bg.hover' },
        }),
        active && css({ bg: 'accent.subtle' }),
      )}
    >
      <Link
        to="/apps/tasks/$id"
        params={{ id: task.id }}
        search={{ q: query || undefined }}
        className={css({
          display: 'flex',
          flexDir: 'column',
          gap: '1',
          px: { base: '4', md: '8' },
          py: '3',
          _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '-2px' },
        })}
      >
        <span
          className={cx(
            css({
              fontWeight: task.type === 'section' ? 'bold' : 'medium',
              '& mark': { bg: 'warning.subtle', color: 'inherit', borderRadius: 'sm', px: '0.5' },
            }),
            task.completed && css({ textDecoration: 'line-through', color: 'fg.subtle' }),
          )}
        >
          {task.title ? <span dangerouslySetInnerHTML={{ __html: html }} /> : t('untitledTask')}
        </span>
        {task.notes ? (
          <span className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: 1 })}>{task.notes}</span>
        ) : null}
      </Link>
    </li>
  )
}

export function TaskSearchResults({ query, openId }: { query: string; openId?: string }) {
  const { t } = useTranslation('tasks')
  const results = useTaskSearch(query)
  if (results.isPending) {
    return <LoadingBlock label={t('loading')} className={css({ py: '16' })} />
  }
  const rows = results.data ?? []
  if (rows.length === 0) return <EmptyState icon={<SearchX />} title={t('noResults')} />
  return (
    <>
      <p
        className={css({
          px: { base: '4', md: '8' },
          py: '2',
          fontSize: 'sm',
          color: 'fg.muted',
          bg: 'bg.muted',
          borderBottomWidth: '1px',
          borderColor: 'border.default',
        })}
        aria-live="polite"
      >
        {t('found', { count: rows.length })}
      </p>
      <ul aria-label={t('resultsLabel')} className={css({ listStyle: 'none', m: 0, p: 0 })}>
        {rows.map((task) => (
          <ResultRow key={task.id} task={task} active={task.id === openId} query={query} />
        ))}
      </ul>
    </>
  )
}
