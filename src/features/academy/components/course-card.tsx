import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CalendarDays, CheckCircle2, Clock, Star } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import type { Course } from '@/shared/schemas/academy'
import { isCompleted, progressPercent } from '../lib/filter'
import { CategoryBadge } from './category-badge'
import { dateFormat } from '@/lib/intl'

/** A course in the catalogue: category, title, length, the learner's progress and a way in. */
export function CourseCard({ course, category }: { course: Course; category: string }) {
  const { t, i18n } = useTranslation('academy')
  const started = course.progress.currentStep > 0
  const percent = progressPercent(course)
  const done = isCompleted(course)
  return (
    <li
      className={cx(
        card({ padding: 'none' }),
        css({
          display: 'flex',
          flexDir: 'column',
          transition: 'box-shadow 0.2s',
          _hover: { boxShadow: 'md' },
        }),
      )}
    >
      <div className={css({ p: '6', display: 'flex', flexDir: 'column', gap: '3', flex: 1 })}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
          <CategoryBadge slug={course.category} title={category} />
          {course.featured ? (
            <span
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                gap: '1',
                fontSize: 'xs',
                fontWeight: 'semibold',
                color: 'warning.text',
              })}
            >
              <Star size={14} aria-hidden fill="currentColor" />
              {t('featured')}
            </span>
          ) : null}
          {done ? (
            <span
              className={css({
                ml: 'auto',
                display: 'inline-flex',
                alignItems: 'center',
                gap: '1',
                fontSize: 'xs',
                fontWeight: 'semibold',
                color: 'success.text',
              })}
            >
              <CheckCircle2 size={16} aria-hidden />
              {t('completedTimes', { count: course.progress.completed })}
            </span>
          ) : null}
        </div>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold', lineHeight: 'snug' })}>{course.title}</h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm', flex: 1 })}>{course.description}</p>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4',
            fontSize: 'sm',
            color: 'fg.muted',
            pt: '3',
            borderTopWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
            <Clock size={16} aria-hidden />
            {t('minutes', { count: course.duration })}
          </span>
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}>
            <CalendarDays size={16} aria-hidden />
            {t('updated', {
              date: dateFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(course.updatedAt)),
            })}
          </span>
        </div>
      </div>
      <div className={css({ px: '6', py: '4', bg: 'bg.muted', display: 'flex', alignItems: 'center', gap: '4' })}>
        <div className={css({ flex: 1, minW: 0 })}>
          <div className={css({ fontSize: 'xs', color: 'fg.muted', mb: '1.5' })}>
            {t('stepOf', { step: course.progress.currentStep + 1, total: course.totalSteps })}
          </div>
          <div
            role="progressbar"
            aria-label={t('progressOf', { title: course.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className={css({ h: '1.5', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden' })}
          >
            <div
              className={css({ h: 'full', bg: 'accent.solid', borderRadius: 'full' })}
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        <Link
          to="/apps/academy/$courseId"
          params={{ courseId: course.id }}
          aria-label={t(started ? 'continueCourse' : 'startCourse', { title: course.title })}
          className={cx(
            css({
              px: '4',
              h: '9',
              display: 'inline-flex',
              alignItems: 'center',
              borderRadius: 'full',
              fontSize: 'sm',
              fontWeight: 'semibold',
              whiteSpace: 'nowrap',
            }),
            started
              ? css({ bg: 'accent.solid', color: 'accent.onSolid', _hover: { bg: 'accent.solidHover' } })
              : css({ borderWidth: '1px', borderColor: 'border.strong', _hover: { bg: 'bg.hover' } }),
          )}
        >
          {t(started ? 'continue' : 'start')}
        </Link>
      </div>
    </li>
  )
}
