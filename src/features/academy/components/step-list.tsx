import { useTranslation } from 'react-i18next'
import { Check } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import type { CourseStep } from '@/shared/schemas/academy'

/** The course outline: every step with its number (a tick once passed); the current one is marked. */
export function StepList({
  steps,
  current,
  onSelect,
}: {
  steps: CourseStep[]
  current: number
  onSelect: (order: number) => void
}) {
  const { t } = useTranslation('academy')
  return (
    <ol aria-label={t('steps')} className={css({ display: 'grid', gap: '1' })}>
      {steps.map((s) => {
        const done = s.order < current
        const active = s.order === current
        return (
          <li key={s.order}>
            <button
              type="button"
              onClick={() => onSelect(s.order)}
              aria-current={active ? 'step' : undefined}
              className={cx(
                css({
                  w: 'full',
                  display: 'flex',
                  gap: '3',
                  alignItems: 'flex-start',
                  textAlign: 'left',
                  p: '2',
                  borderRadius: 'xl',
                  cursor: 'pointer',
                  _hover: { bg: 'bg.hover' },
                }),
                active && css({ bg: 'accent.subtle', _hover: { bg: 'accent.subtle' } }),
              )}
            >
              <span
                aria-hidden
                className={cx(
                  css({
                    w: '7',
                    h: '7',
                    flexShrink: 0,
                    borderRadius: 'full',
                    display: 'grid',
                    placeItems: 'center',
                    fontSize: 'xs',
                    fontWeight: 'bold',
                    borderWidth: '2px',
                    borderColor: 'border.strong',
                    color: 'fg.muted',
                  }),
                  (done || active) && css({ bg: 'accent.solid', borderColor: 'accent.solid', color: 'accent.onSolid' }),
                )}
              >
                {done ? <Check size={14} strokeWidth={3} /> : s.order + 1}
              </span>
              <span className={css({ minW: 0 })}>
                <span
                  className={cx(
                    css({ display: 'block', fontWeight: 'medium', fontSize: 'sm', lineHeight: 'snug' }),
                    active && css({ color: 'accent.text', fontWeight: 'semibold' }),
                  )}
                >
                  <span className={css({ srOnly: true })}>
                    {t(done ? 'stepDone' : active ? 'stepCurrent' : 'stepTodo', { step: s.order + 1 })}{' '}
                  </span>
                  {s.title}
                </span>
                <span className={css({ display: 'block', fontSize: 'xs', color: 'fg.muted', mt: '0.5' })}>
                  {s.subtitle}
                </span>
              </span>
            </button>
          </li>
        )
      })}
    </ol>
  )
}
