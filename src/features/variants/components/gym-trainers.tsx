import { getRouteApi } from '@tanstack/react-router'
import { Award } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Avatar } from '@/components/ui/avatar'
import { QueryBlock, grid } from './ui'

const route = getRouteApi('/gym/home')

export function TrainerList() {
  const { t } = useTranslation('variants')
  const result = route.useLoaderData({ select: (d) => d.gym!.trainers })
  return (
    <QueryBlock result={result}>
      {(trainers) => (
        <ul className={grid('17rem')}>
          {trainers.map((tr) => (
            <li
              key={tr.id}
              className={cx(card({ padding: 'lg' }), css({ display: 'flex', flexDir: 'column', gap: '3' }))}
            >
              <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
                <Avatar name={tr.name} size={52} />
                <div className={css({ minW: 0 })}>
                  <h3 className={css({ fontWeight: 'bold' })}>{tr.name}</h3>
                  <p className={css({ fontSize: 'sm', color: 'accent.text', fontWeight: 'semibold' })}>
                    {tr.specialty}
                  </p>
                </div>
              </div>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{tr.bio}</p>
              <p className={css({ fontSize: 'sm', display: 'flex', gap: '2', flexWrap: 'wrap', color: 'fg.muted' })}>
                <span>{t('gym.trainers.years', { count: tr.yearsExperience })}</span>·
                <span>{t('gym.trainers.perWeek', { count: tr.classesPerWeek })}</span>
              </p>
              <ul className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                {tr.certifications.map((c) => (
                  <li
                    key={c}
                    className={css({
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: '1',
                      fontSize: 'xs',
                      px: '2',
                      py: '1',
                      borderRadius: 'md',
                      bg: 'bg.subtle',
                      color: 'fg.muted',
                    })}
                  >
                    <Award size={12} aria-hidden /> {c}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </QueryBlock>
  )
}
