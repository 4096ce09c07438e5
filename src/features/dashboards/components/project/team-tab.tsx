import { useTranslation } from 'react-i18next'
import { Mail, Phone } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Avatar } from '@/components/ui/avatar'
import type { ProjectDashboard } from '@/shared/schemas/dashboards'

const action = css({
  flex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  py: '3',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  _hover: { bg: 'bg.hover', color: 'fg.default' },
  minW: 0,
})

/** The project team: a card per member with their role and ways to reach them. */
export function TeamTab({ members }: { members: ProjectDashboard['teamMembers'] }) {
  const { t } = useTranslation('dashboards')
  return (
    <ul
      aria-label={t('project.team')}
      className={css({
        display: 'grid',
        gap: { base: '4', md: '6' },
        gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      })}
    >
      {members.map((m) => (
        <li
          key={m.id}
          className={cx(
            card({ padding: 'none' }),
            css({
              display: 'flex',
              flexDir: 'column',
            }),
          )}
        >
          <div
            className={css({
              display: 'flex',
              flexDir: 'column',
              alignItems: 'center',
              textAlign: 'center',
              p: '6',
              gap: '1',
              flex: 1,
            })}
          >
            <Avatar name={m.name} src={m.avatar} size={72} className={css({ mb: '3' })} />
            <h3 className={css({ fontWeight: 'semibold', fontSize: 'lg' })}>{m.name}</h3>
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{m.title}</p>
          </div>
          <div
            className={css({
              display: 'flex',
              borderTopWidth: '1px',
              borderColor: 'border.default',
              '& > a + a': { borderLeftWidth: '1px', borderColor: 'border.default' },
            })}
          >
            <a href={`mailto:${m.email}`} className={action} aria-label={t('project.emailTo', { name: m.name })}>
              <Mail size={16} aria-hidden />
              {t('project.email')}
            </a>
            <a
              href={`tel:${m.phone.replace(/[^+\d]/g, '')}`}
              className={action}
              aria-label={t('project.call', { name: m.name, phone: m.phone })}
            >
              <Phone size={16} aria-hidden />
              {t('project.phone')}
            </a>
          </div>
        </li>
      ))}
    </ul>
  )
}
