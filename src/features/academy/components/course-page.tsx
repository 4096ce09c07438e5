import { useEffect, useRef, useState } from 'react'
import { Link, getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ArrowLeft, ArrowRight, BookX, ChevronDown, Clock, PartyPopper, RotateCcw } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { ApiError } from '@/lib/api/client'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { prose } from '@/components/ui/prose'
import { SafeHtml } from '@/components/ui/safe-html'
import { LoadingBlock } from '@/components/ui/loading-block'
import { Spinner } from '@/components/ui/spinner'
import { toast, toastOutcome } from '@/components/ui/toaster'
import type { CourseDetail } from '@/shared/schemas/academy'
import { useCategories, useCourse, useSaveProgress } from '../api/academy'
import { CategoryBadge } from './category-badge'
import { StepList } from './step-list'

const route = getRouteApi('/_auth/_app/apps/academy/$courseId')

const backLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'accent.text',
  _hover: { textDecoration: 'underline' },
})

/** One course: its steps beside the current step's content; moving between steps saves the learner's place. */
export function CoursePage() {
  const { t } = useTranslation('academy')
  const { courseId } = route.useParams()
  const course = useCourse(courseId)
  if (course.data) return <CourseView course={course.data} />
  if (course.isPending) {
    return <LoadingBlock label={t('loading')} className={css({ py: '24' })} />
  }
  const missing = course.error instanceof ApiError && course.error.status === 404
  return (
    <>
      {/* The page keeps a top heading for screen readers; the message below says what happened. */}
      <h1 className={css({ srOnly: true })}>{t('eyebrow')}</h1>
      <EmptyState icon={<BookX />} title={missing ? t('notFound') : t('error')}>
        {missing ? null : <Button onClick={() => void course.refetch()}>{t('retry')}</Button>}
        <Link to="/apps/academy" className={backLink}>
          <ArrowLeft size={16} aria-hidden />
          {t('backToCourses')}
        </Link>
      </EmptyState>
    </>
  )
}

function CourseView({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('academy')
  const categories = useCategories()
  const save = useSaveProgress(course.id)
  const [stepsOpen, setStepsOpen] = useState(false)
  const contentRef = useRef<HTMLParagraphElement>(null)
  const [justFinished, setJustFinished] = useState(false)
  const current = Math.min(course.progress.currentStep, course.steps.length - 1)
  const step = course.steps[current]!
  const last = current === course.steps.length - 1
  const category = categories.data?.find((c) => c.slug === course.category)?.title ?? course.category

  const goTo = (order: number) => {
    if (order === current || order < 0 || order >= course.steps.length) return
    setStepsOpen(false)
    setJustFinished(false)
    save.mutate({ currentStep: order }, toastOutcome({ failed: t('saveFailed') }))
  }
  const finish = () =>
    save.mutate(
      { completed: course.progress.completed + 1 },
      {
        onSuccess: () => {
          setJustFinished(true)
          toast('success', t('finished', { title: course.title }))
        },
        onError: (e) => toast('error', t('saveFailed'), e.message),
      },
    )

  // A new step starts at its top, with focus on its first line so keyboard and screen reader users land on it.
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    contentRef.current?.focus({ preventScroll: true })
    contentRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
  }, [current])

  return (
    <div
      className={css({
        maxW: '7xl',
        mx: 'auto',
        px: { base: '4', md: '8' },
        py: { base: '5', md: '8' },
        display: 'grid',
        gap: { base: '5', lg: '8' },
        gridTemplateColumns: { base: '1fr', lg: '20rem minmax(0, 1fr)' },
        alignItems: 'start',
      })}
    >
      <aside
        aria-label={t('courseOutline')}
        className={cx(
          card({ padding: 'md', clip: false }),
          css({
            position: { lg: 'sticky' },
            top: { lg: '5' },
          }),
        )}
      >
        <Link to="/apps/academy" className={backLink}>
          <ArrowLeft size={16} aria-hidden />
          {t('backToCourses')}
        </Link>
        <h1
          className={css({ fontSize: '2xl', fontWeight: 'bold', letterSpacing: 'tight', lineHeight: 'tight', mt: '4' })}
        >
          {course.title}
        </h1>
        <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '2' })}>{course.description}</p>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            mt: '3',
            fontSize: 'sm',
            color: 'fg.muted',
          })}
        >
          <CategoryBadge slug={course.category} title={category} />
          <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '1' })}>
            <Clock size={14} aria-hidden />
            {t('minutes', { count: course.duration })}
          </span>
        </div>
        {course.progress.completed > 0 ? (
          <p className={css({ mt: '3', fontSize: 'sm', color: 'success.text', fontWeight: 'medium' })}>
            {t('completedTimes', { count: course.progress.completed })}
          </p>
        ) : null}
        <button
          type="button"
          aria-expanded={stepsOpen}
          aria-controls="course-steps"
          onClick={() => setStepsOpen((o) => !o)}
          className={css({
            display: { base: 'flex', lg: 'none' },
            w: 'full',
            alignItems: 'center',
            justifyContent: 'space-between',
            mt: '4',
            py: '2',
            fontWeight: 'semibold',
            cursor: 'pointer',
          })}
        >
          {t('stepOf', { step: current + 1, total: course.steps.length })}
          <ChevronDown
            size={18}
            aria-hidden
            className={css({ transition: 'transform 0.2s' })}
            style={{ transform: stepsOpen ? 'rotate(180deg)' : undefined }}
          />
        </button>
        <div
          id="course-steps"
          className={css({ display: { base: stepsOpen ? 'block' : 'none', lg: 'block' }, mt: '4' })}
          data-open={stepsOpen || undefined}
        >
          <StepList steps={course.steps} current={current} onSelect={goTo} />
        </div>
      </aside>

      <article
        aria-label={step.title}
        className={cx(
          card({ padding: 'none' }),
          css({
            minW: 0,
          }),
        )}
      >
        <div
          className={css({ h: '1.5', bg: 'bg.subtle' })}
          role="progressbar"
          aria-label={t('courseProgress')}
          aria-valuemin={1}
          aria-valuemax={course.steps.length}
          aria-valuenow={current + 1}
        >
          <div
            className={css({ h: 'full', bg: 'accent.solid', transition: 'width 0.3s' })}
            style={{ width: `${((current + 1) / course.steps.length) * 100}%` }}
          />
        </div>
        <div className={css({ p: { base: '5', md: '10' } })}>
          <p
            ref={contentRef}
            tabIndex={-1}
            className={css({
              fontSize: 'sm',
              fontWeight: 'semibold',
              color: 'accent.text',
              scrollMarginTop: '6',
              _focus: { outline: 'none' },
            })}
          >
            {t('stepOf', { step: current + 1, total: course.steps.length })}
          </p>
          <SafeHtml html={step.content} className={cx(prose, css({ mt: '4' }))} />
        </div>
        <footer
          className={css({
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: '3',
            px: { base: '5', md: '10' },
            py: '5',
            borderTopWidth: '1px',
            borderColor: 'border.default',
            bg: 'bg.muted',
          })}
        >
          <Button variant="outline" onClick={() => goTo(current - 1)} disabled={current === 0}>
            <ArrowLeft aria-hidden />
            {t('previous')}
          </Button>
          {save.isPending ? <Spinner label={t('saving')} /> : null}
          {!last ? (
            <Button onClick={() => goTo(current + 1)}>
              {t('next')}
              <ArrowRight aria-hidden />
            </Button>
          ) : justFinished ? (
            <Button variant="outline" onClick={() => goTo(0)}>
              <RotateCcw aria-hidden />
              {t('startOver')}
            </Button>
          ) : (
            <Button onClick={finish} disabled={save.isPending}>
              <PartyPopper aria-hidden />
              {t('finish')}
            </Button>
          )}
        </footer>
      </article>
    </div>
  )
}
