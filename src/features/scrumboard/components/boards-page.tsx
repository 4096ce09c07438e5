import { lazy, Suspense, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Pencil, Plus, SquareKanban, Trash2 } from 'lucide-react'
import { circle } from 'styled-system/patterns'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Avatar } from '@/components/ui/avatar'
import { ConfirmDialog } from '@/components/ui/dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/loading-block'
import { toast, toastOutcome } from '@/components/ui/toaster'
import type { BoardSummary } from '@/shared/schemas/scrumboard'
import { useBoards, useCreateBoard, useDeleteBoard, useUpdateBoard } from '../api/scrumboard'
import { boardIcon, timeAgo } from '../lib/display'
import { ActionMenu } from './action-menu'

// The board form (with its schema) loads when first opened.
const BoardFormDialog = lazy(() => import('./board-form-dialog').then((m) => ({ default: m.BoardFormDialog })))

const tile = cx(
  card({ padding: 'none', clip: false }),
  css({
    position: 'relative',
    display: 'flex',
    flexDir: 'column',
    gap: '4',
    p: '6',
    minH: '60',
    transition: 'box-shadow 150ms',
    _hover: { boxShadow: 'lg' },
    '&:has(a:focus-visible)': { outline: '2px solid', outlineColor: 'accent.ring', outlineOffset: '2px' },
  }),
)

function BoardTile({ board, onEdit, onDelete }: { board: BoardSummary; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation('scrumboard')
  const Icon = boardIcon(board.icon)
  return (
    <li className={tile}>
      <div className={css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between' })}>
        <span aria-hidden className={circle({ size: '12', bg: 'accent.subtle', color: 'accent.text' })}>
          <Icon size={22} />
        </span>
        <ActionMenu
          label={t('board.actions', { title: board.title })}
          className={css({ position: 'relative', zIndex: 1 })}
          actions={[
            { value: 'edit', label: t('board.edit'), icon: <Pencil /> },
            { value: 'delete', label: t('board.delete'), icon: <Trash2 />, danger: true },
          ]}
          onSelect={(v) => (v === 'edit' ? onEdit() : onDelete())}
        />
      </div>
      <div className={css({ flex: 1 })}>
        <h2 className={css({ fontSize: 'lg', fontWeight: 'bold', lineHeight: 'snug' })}>
          <Link
            to="/apps/scrumboard/$boardId"
            params={{ boardId: board.id }}
            className={css({
              outline: 'none',
              _after: { content: '""', position: 'absolute', inset: 0, borderRadius: '2xl' },
            })}
          >
            {board.title}
          </Link>
        </h2>
        {board.description ? (
          <p className={css({ mt: '1', fontSize: 'sm', color: 'fg.muted', lineClamp: 2 })}>{board.description}</p>
        ) : null}
      </div>
      {board.members.length ? (
        <ul
          aria-label={t('board.members')}
          className={css({ display: 'flex', listStyle: 'none', p: 0, m: 0, '& > li + li': { ml: '-2' } })}
        >
          {board.members.slice(0, 5).map((m) => (
            <li key={m.id} className={css({ borderRadius: 'full', borderWidth: '2px', borderColor: 'bg.surface' })}>
              <Avatar name={m.name} src={m.avatar} size={32} />
            </li>
          ))}
          {board.members.length > 5 ? (
            <li
              className={css({
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                w: '9',
                h: '9',
                borderRadius: 'full',
                borderWidth: '2px',
                borderColor: 'bg.surface',
                bg: 'bg.subtle',
                fontSize: 'xs',
                fontWeight: 'bold',
                color: 'fg.muted',
              })}
            >
              +{board.members.length - 5}
            </li>
          ) : null}
        </ul>
      ) : null}
      <p
        className={css({
          fontSize: 'xs',
          color: 'fg.subtle',
          borderTopWidth: '1px',
          borderColor: 'border.default',
          pt: '3',
        })}
      >
        {t('board.edited', { when: timeAgo(board.lastActivity, i18n.language) })}
      </p>
    </li>
  )
}

/** Every board, with create, edit (rename, description, icon, members) and delete. */
export function BoardsPage() {
  const { t } = useTranslation('scrumboard')
  const navigate = useNavigate()
  const boards = useBoards()
  const create = useCreateBoard()
  const update = useUpdateBoard()
  const remove = useDeleteBoard()
  const [form, setForm] = useState<BoardSummary | 'new' | null>(null)
  const [deleting, setDeleting] = useState<BoardSummary | null>(null)

  const save = (values: Parameters<typeof create.mutate>[0]) => {
    if (form === 'new') {
      create.mutate(values, {
        onSuccess: (b) => (
          setForm(null),
          void navigate({ to: '/apps/scrumboard/$boardId', params: { boardId: b.id } })
        ),
        onError: (e) => toast('error', t('errors.save'), e.message),
      })
    } else if (form) {
      update.mutate(
        { id: form.id, board: values },
        toastOutcome({ failed: t('errors.save'), after: () => setForm(null) }),
      )
    }
  }

  return (
    <div
      className={css({ px: { base: '4', md: '8' }, py: { base: '8', md: '12' }, w: 'full', maxW: '6xl', mx: 'auto' })}
    >
      <h1
        className={css({
          fontSize: { base: '3xl', md: '4xl' },
          fontWeight: 'extrabold',
          letterSpacing: 'tight',
          textAlign: 'center',
        })}
      >
        {t('boards.title')}
      </h1>
      <p className={css({ textAlign: 'center', color: 'fg.muted', mt: '2', mb: '10' })}>{t('boards.subtitle')}</p>
      {boards.isPending ? (
        <LoadingBlock label={t('loading')} className={css({ py: '16' })} />
      ) : boards.isError ? (
        <EmptyState icon={<SquareKanban />} title={t('errors.load')}>
          {boards.error.message}
        </EmptyState>
      ) : (
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            gap: '6',
            listStyle: 'none',
            p: 0,
            m: 0,
          })}
        >
          {boards.data.map((b) => (
            <BoardTile key={b.id} board={b} onEdit={() => setForm(b)} onDelete={() => setDeleting(b)} />
          ))}
          <li>
            <button
              type="button"
              onClick={() => setForm('new')}
              className={css({
                w: 'full',
                h: 'full',
                minH: '60',
                display: 'flex',
                flexDir: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: '3',
                borderRadius: '2xl',
                borderWidth: '2px',
                borderStyle: 'dashed',
                borderColor: 'border.strong',
                color: 'fg.muted',
                fontWeight: 'semibold',
                cursor: 'pointer',
                _hover: { bg: 'bg.hover', color: 'fg.default' },
                _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
              })}
            >
              <Plus size={28} aria-hidden />
              {t('boards.add')}
            </button>
          </li>
        </ul>
      )}
      {form ? (
        <Suspense fallback={null}>
          <BoardFormDialog
            title={form === 'new' ? t('boards.add') : t('board.edit')}
            initial={
              form === 'new'
                ? { title: '' }
                : {
                    title: form.title,
                    description: form.description,
                    icon: form.icon,
                    members: form.members.map((m) => m.id),
                  }
            }
            saving={create.isPending || update.isPending}
            onSave={save}
            onClose={() => setForm(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(o) => !o && setDeleting(null)}
        title={t('board.delete')}
        message={t('board.deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, toastOutcome({ failed: t('errors.delete'), done: t('board.deleted') }))
        }
      />
    </div>
  )
}
