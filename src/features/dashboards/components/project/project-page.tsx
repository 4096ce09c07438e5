import { getRouteApi, useNavigate } from '@tanstack/react-router'
import { Tabs } from '@ark-ui/react/tabs'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { useSession } from '@/lib/use-session'
import { useDashboard } from '../../api/dashboards'
import { PROJECT_TABS, type ProjectTab } from '../../lib/project-tabs'
import { DashboardFrame, DashboardStatus } from '../parts'
import { BudgetTab } from './budget-tab'
import { HomeTab } from './home-tab'
import { TeamTab } from './team-tab'
import { greeting } from '@/lib/greeting'

const route = getRouteApi('/_auth/_app/dashboards/project')

const trigger = css({
  px: '4',
  h: '10',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: 'semibold',
  color: 'fg.muted',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { color: 'fg.default', bg: 'bg.hover' },
  _selected: { bg: 'accent.subtle', color: 'accent.text' },
})

/** The project dashboard: summary, issues, tasks and schedule; the budget; the team. The open tab is in the URL. */
export function ProjectPage() {
  const { t } = useTranslation('dashboards')
  const { tab = 'home' } = route.useSearch()
  const navigate = useNavigate()
  const { user } = useSession()
  const query = useDashboard('project')
  const triage = query.data?.githubIssues.overview['this-week']['needs-triage']
  return (
    <DashboardFrame
      title={greeting(t, user?.name ?? '')}
      subtitle={triage === undefined ? t('project.subtitle') : t('project.triage', { count: triage })}
    >
      {query.data ? (
        <Tabs.Root
          lazyMount
          unmountOnExit
          value={tab}
          onValueChange={(d) => void navigate({ to: '.', search: { tab: d.value as ProjectTab }, replace: true })}
        >
          <Tabs.List
            aria-label={t('project.sections')}
            className={css({ display: 'flex', gap: '1', mb: '6', overflowX: 'auto' })}
          >
            {PROJECT_TABS.map((name) => (
              <Tabs.Trigger key={name} value={name} className={trigger}>
                {t(`project.tabs.${name}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="home">
            <HomeTab data={query.data} />
          </Tabs.Content>
          <Tabs.Content value="budget">
            <BudgetTab data={query.data} />
          </Tabs.Content>
          <Tabs.Content value="team">
            <TeamTab members={query.data.teamMembers} />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <DashboardStatus query={query} />
      )}
    </DashboardFrame>
  )
}
