import { useTranslation } from 'react-i18next'
import { BellRing } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { toastOutcome } from '@/components/ui/toaster'
import type { NoteView } from '@/shared/schemas/notes'
import { toInput, useUpdateNote } from '../api/notes'
import { NoteContent } from './note-content'
import { dateFormat } from '@/lib/intl'

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: 'semibold',
  bg: 'bg.subtle',
  color: 'fg.muted',
})

export const reminderLabel = (iso: string, language: string) =>
  dateFormat(language, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso))

/** A note in the masonry: the whole card opens the editor; checklist items toggle in place. */
export function NoteCard({ note, onOpen }: { note: NoteView; onOpen: () => void }) {
  const { t, i18n } = useTranslation('notes')
  const update = useUpdateNote()
  const toggleTask = (id: string) => {
    const input = toInput(note)
    update.mutate(
      { ...input, tasks: (note.tasks ?? []).map((x) => (x.id === id ? { ...x, completed: !x.completed } : x)) },
      toastOutcome({ failed: t('errors.save') }),
    )
  }
  const name = note.title || t('untitled')
  return (
    <article
      className={cx(
        card({ padding: 'none' }),
        css({
          position: 'relative',
          breakInside: 'avoid',
          mb: '4',
          display: 'flex',
          flexDir: 'column',
          transition: 'box-shadow 150ms',
          _hover: { boxShadow: 'lg' },
          '&:has(> button:focus-visible)': { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
        }),
      )}
    >
      <button
        type="button"
        onClick={onOpen}
        aria-label={t('open', { title: name })}
        className={css({ position: 'absolute', inset: 0, cursor: 'pointer', outline: 'none', zIndex: 0 })}
      />
      {note.image ? (
        <img src={note.image} alt="" className={css({ w: 'full', aspectRatio: '16 / 9', objectFit: 'cover' })} />
      ) : null}
      <div className={css({ display: 'flex', flexDir: 'column', gap: '3', p: '5' })}>
        {note.title ? (
          <h2 className={css({ fontWeight: 'bold', fontSize: 'md', lineHeight: 'snug' })}>{note.title}</h2>
        ) : null}
        {note.content ? (
          <NoteContent html={note.content} className={css({ fontSize: 'sm', color: 'fg.muted', lineClamp: 8 })} />
        ) : null}
        {note.tasks?.length ? (
          <ul className={css({ display: 'flex', flexDir: 'column', gap: '1.5', listStyle: 'none', p: 0, m: 0 })}>
            {note.tasks.map((task) => (
              <li
                key={task.id}
                className={css({
                  position: 'relative',
                  zIndex: 1,
                  display: 'flex',
                  alignItems: 'center',
                  gap: '2',
                  fontSize: 'sm',
                  w: 'fit-content',
                })}
              >
                <input
                  type="checkbox"
                  id={`note-task-${task.id}`}
                  checked={task.completed}
                  onChange={() => toggleTask(task.id)}
                  className={css({
                    w: '6',
                    h: '6',
                    m: '-0.5',
                    flexShrink: 0,
                    accentColor: 'var(--colors-accent-solid)',
                    cursor: 'pointer',
                  })}
                />
                <label
                  htmlFor={`note-task-${task.id}`}
                  className={cx(
                    css({ cursor: 'pointer' }),
                    task.completed && css({ textDecoration: 'line-through', color: 'fg.subtle' }),
                  )}
                >
                  {task.content}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
        {note.reminder || note.labels.some(Boolean) ? (
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '1.5' })}>
            {note.reminder ? (
              <span className={cx(chip, css({ bg: 'warning.subtle', color: 'warning.text' }))}>
                <BellRing size={12} aria-hidden />
                <span className={css({ srOnly: true })}>{t('reminder')}: </span>
                {reminderLabel(note.reminder, i18n.language)}
              </span>
            ) : null}
            {note.labels.map((l) =>
              l ? (
                <span key={l.id} className={chip}>
                  {l.title}
                </span>
              ) : null,
            )}
          </div>
        ) : null}
      </div>
    </article>
  )
}
