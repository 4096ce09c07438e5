import { Outlet, getRouteApi, useMatchRoute, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ListPlus, Plus } from 'lucide-react'
import { css } from 'styled-system/css'
import { ListDetailFrame } from '@/components/layout/list-detail-frame'
import { PageTitle } from '@/components/layout/page-title'
import { SearchInput } from '@/components/form/search-input'
import { Button } from '@/components/ui/button'
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
    <ListDetailFrame
      titleId="tasks-title"
      header={
        <>
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
              <PageTitle
                id="tasks-title"
                title={t('title')}
                status={tasks.isPending ? t('loading') : t('remaining', { count: remaining })}
              />
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
          <SearchInput
            rounded
            label={t('search')}
            value={text}
            onChange={setText}
            placeholder={t('searchPlaceholder')}
          />
        </>
      }
      detail={openId ? <Outlet /> : null}
      detailLabel={t('detail.label')}
    >
      <div className={css({ flex: 1, overflowY: 'auto' })}>
        {q ? <TaskSearchResults query={q} openId={openId} /> : <TaskList query={tasks} openId={openId} />}
      </div>
    </ListDetailFrame>
  )
}
