import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Clock, MapPin } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Chart } from '@/components/charts/chart'
import type { ProjectDashboard, WeekKey } from '@/shared/schemas/dashboards'
import { useFormat } from '../../hooks/use-format'
import { issuesChart, rose } from '../../lib/charts'
import { Panel, Segmented, Stat } from '../parts'
import { cardGrid } from '../card-grid'

type Day = 'today' | 'tomorrow'
const SUMMARY = [
  ['new-issues', 'accent'],
  ['closed-issues', 'success'],
  ['needs-triage', 'warning'],
  ['re-opened', 'danger'],
] as const
const OVERVIEW = ['new-issues', 'closed-issues', 'fixed', 'wont-fix', 're-opened', 'needs-triage'] as const

/** Summary figures of the week, the issues chart, how tasks are spread, and the schedule. */
export function HomeTab({ data }: { data: ProjectDashboard }) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const [week, setWeek] = useState<WeekKey>('this-week')
  const [taskWeek, setTaskWeek] = useState<WeekKey>('this-week')
  const [day, setDay] = useState<Day>('today')
  const issues = data.githubIssues
  const tasks = data.taskDistribution
  const issuesOption = useMemo(() => issuesChart(issues.labels, issues.series[week]), [issues, week])
  const tasksOption = useMemo(() => rose(tasks.labels, tasks.series[taskWeek]), [tasks, taskWeek])
  const weekOptions = [
    { value: 'this-week' as const, label: t('thisWeek') },
    { value: 'last-week' as const, label: t('lastWeek') },
  ]

  return (
    <div className={cardGrid}>
      <div
        className={css({
          gridColumn: { lg: '1 / -1' },
          display: 'grid',
          gap: { base: '3', md: '6' },
          gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        })}
      >
        {SUMMARY.map(([key, tone]) => (
          <div
            key={key}
            className={cx(
              card({ padding: 'none', clip: false }),
              css({
                p: { base: '4', md: '5' },
                textAlign: 'center',
              }),
            )}
          >
            <Stat
              label={t(`project.issues.${key}`)}
              value={f.number(issues.overview['this-week'][key])}
              tone={tone}
              size="lg"
              hint={t('project.lastWeekValue', { value: f.number(issues.overview['last-week'][key]) })}
            />
          </div>
        ))}
      </div>

      <Panel
        title={t('project.githubIssues')}
        subtitle={t('project.githubIssuesSubtitle')}
        className={css({ gridColumn: { lg: '1 / -1' } })}
        actions={<Segmented label={t('project.issuesPeriod')} value={week} onChange={setWeek} options={weekOptions} />}
      >
        <div
          className={css({
            display: 'grid',
            gap: '6',
            gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
            alignItems: 'center',
          })}
        >
          <Chart option={issuesOption} height={280} label={t('project.issuesChart')} />
          <dl className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3' })}>
            {OVERVIEW.map((key) => (
              // The figure reads first on screen; the term stays first in the markup, as a <dl> needs.
              <div
                key={key}
                className={css({
                  borderRadius: 'xl',
                  bg: 'bg.muted',
                  p: '4',
                  textAlign: 'center',
                  display: 'flex',
                  flexDir: 'column-reverse',
                })}
              >
                <dt className={css({ fontSize: 'sm', color: 'fg.muted', fontWeight: 'medium' })}>
                  {t(`project.issues.${key}`)}
                </dt>
                <dd
                  className={css({
                    fontSize: '2xl',
                    fontWeight: 'bold',
                    fontVariantNumeric: 'tabular-nums',
                    color: key === 'new-issues' ? 'accent.text' : undefined,
                  })}
                >
                  {f.number(issues.overview[week][key])}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </Panel>

      <Panel
        title={t('project.taskDistribution')}
        className={css({ gridColumn: { lg: 'span 2' } })}
        actions={
          <Segmented label={t('project.tasksPeriod')} value={taskWeek} onChange={setTaskWeek} options={weekOptions} />
        }
      >
        <Chart
          option={tasksOption}
          height={340}
          label={`${t('project.taskDistribution')}: ${tasks.labels.map((l, i) => `${l} ${tasks.series[taskWeek][i]}%`).join(', ')}`}
        />
        <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3', mt: '4' })}>
          <div className={css({ borderRadius: 'xl', bg: 'bg.muted', p: '4', textAlign: 'center' })}>
            <Stat label={t('project.newTasks')} value={f.number(tasks.overview[taskWeek].new)} />
          </div>
          <div className={css({ borderRadius: 'xl', bg: 'bg.muted', p: '4', textAlign: 'center' })}>
            <Stat
              label={t('project.completedTasks')}
              value={f.number(tasks.overview[taskWeek].completed)}
              tone="success"
            />
          </div>
        </div>
      </Panel>

      <Panel
        title={t('project.schedule')}
        actions={
          <Segmented
            label={t('project.scheduleDay')}
            value={day}
            onChange={setDay}
            options={[
              { value: 'today', label: t('today') },
              { value: 'tomorrow', label: t('tomorrow') },
            ]}
          />
        }
        bodyClassName={css({ px: '0', pb: '2' })}
      >
        <ul>
          {data.schedule[day].map((item) => (
            <li
              key={`${item.title}-${item.time}`}
              className={css({
                px: '5',
                py: '3',
                borderTopWidth: '1px',
                borderColor: 'border.default',
                _first: { borderTopWidth: 0 },
              })}
            >
              <div className={css({ fontWeight: 'medium' })}>{item.title}</div>
              <div
                className={css({
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: '3',
                  mt: '1',
                  fontSize: 'sm',
                  color: 'fg.muted',
                })}
              >
                <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
                  <Clock size={14} aria-hidden />
                  {f.scheduleTime(item.time)}
                </span>
                {item.location ? (
                  <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
                    <MapPin size={14} aria-hidden />
                    {item.location}
                  </span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  )
}
