import { Outlet, getRouteApi, useMatchRoute, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ListPlus, Plus, Search } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { FillViewport } from '@/components/ui/fill-viewport'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { toast } from '@/components/ui/toaster'
import type { TaskType } from '@/shared/schemas/tasks'
import { useCreateTask, useTasks } from '../api/tasks'
import { remainingCount } from '../lib/list'
import { TaskList } from './task-list'
import { TaskSearchResults } from './task-search-results'
import { useDebouncedSearch } from '@/lib/use-debounced-search'

const route = getRouteApi('/_auth/_app/apps/tasks')

/** The tasks app: sections and tasks (sortable), search, and the open task beside the list (over it on phones). */
export function TasksPage() {
  const { t } = useTranslation('tasks')
  const { q = '' } = route.useSearch()
  const navigate = useNavigate()
  const matchRoute = useMatchRoute()
  const open = matchRoute({ to: '/apps/tasks/$id', fuzzy: true })
  const openId = open ? open.id : undefined
  const tasks = useTasks()
  const create = useCreateTask()
  // The URL follows the search box after a pause, so typing stays smooth and a reload keeps the search.
  const [text, setText] = useDebouncedSearch(
    q,
    (text) => void navigate({ to: '.', search: (s) => ({ ...s, q: text || undefined }), replace: true }),
  )

  const add = (type: TaskType) =>
    create.mutate(type, {
      onSuccess: (task) =>
        void navigate({ to: '/apps/tasks/$id', params: { id: task.id }, search: { q: q || undefined } }),
      onError: (e) => toast('error', t('errors.create'), e.message),
    })

  const remaining = remainingCount(tasks.data ?? [])
  return (
    <FillViewport className={css({ display: 'flex', position: 'relative', overflow: 'hidden', bg: 'bg.surface' })}>
      <section
        aria-labelledby="tasks-title"
        className={cx(
          css({ flex: 1, minW: 0, display: 'flex', flexDir: 'column' }),
          openId ? css({ display: { base: 'none', lg: 'flex' } }) : undefined,
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
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-end',
              justifyContent: 'space-between',
              gap: '4',
            })}
          >
            <div>
              <h1
                id="tasks-title"
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
                {tasks.isPending ? t('loading') : t('remaining', { count: remaining })}
              </p>
            </div>
            <div className={css({ display: 'flex', gap: '2' })}>
              <Button
                variant="outline"
                onClick={() => add('section')}
                disabled={create.isPending}
                className={css({ borderRadius: 'full' })}
              >
                <ListPlus />
                {t('addSection')}
              </Button>
              <Button onClick={() => add('task')} disabled={create.isPending} className={css({ borderRadius: 'full' })}>
                {create.isPending ? <Spinner /> : <Plus />}
                {t('addTask')}
              </Button>
            </div>
          </div>
          <label className={css({ position: 'relative', display: 'block' })}>
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
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('searchPlaceholder')}
              className={css({ pl: '10', borderRadius: 'full' })}
            />
          </label>
        </header>
        <div className={css({ flex: 1, overflowY: 'auto' })}>
          {q ? <TaskSearchResults query={q} openId={openId} /> : <TaskList query={tasks} openId={openId} />}
        </div>
      </section>
      {openId ? (
        <aside
          aria-label={t('detail.label')}
          className={css({
            position: { base: 'absolute', lg: 'relative' },
            inset: { base: 0, lg: 'auto' },
            w: { base: 'full', lg: '30rem', xl: '34rem' },
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
    </FillViewport>
  )
}
