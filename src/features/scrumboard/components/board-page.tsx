import { lazy, Suspense, useMemo, useState } from 'react'
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ChevronLeft, Settings2, SquareKanban, Tags } from 'lucide-react'
import { circle } from 'styled-system/patterns'
import { css } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { FillViewport } from '@/components/ui/fill-viewport'
import { LoadingBlock } from '@/components/ui/loading-block'
import { toastOutcome } from '@/components/ui/toaster'
import { ApiError } from '@/lib/api/client'
import { useBoard, useDeleteList, useMembers, useUpdateBoard } from '../api/scrumboard'
import { boardIcon } from '../lib/display'
import { BoardLanes } from './board-lanes'

// A card, the labels and the board's settings (forms with their schemas) load when first opened.
const CardDialog = lazy(() => import('./card-dialog').then((m) => ({ default: m.CardDialog })))
const LabelsDialog = lazy(() => import('./labels-dialog').then((m) => ({ default: m.LabelsDialog })))
const BoardFormDialog = lazy(() => import('./board-form-dialog').then((m) => ({ default: m.BoardFormDialog })))

const route = getRouteApi('/_auth/_app/apps/scrumboard/$boardId')

function BackLink() {
  const { t } = useTranslation('scrumboard')
  return (
    <Link
      to="/apps/scrumboard"
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '1',
        fontSize: 'sm',
        fontWeight: 'medium',
        color: 'fg.muted',
        _hover: { color: 'fg.default' },
        _focusVisible: { outline: '2px solid', outlineColor: 'accent.ring' },
      })}
    >
      <ChevronLeft size={16} aria-hidden />
      {t('boards.back')}
    </Link>
  )
}

/** One board: header with labels and settings, the lists with their cards, and the open card. */
export function BoardPage() {
  const { t } = useTranslation('scrumboard')
  const { boardId } = route.useParams()
  const { card: openCard } = route.useSearch()
  const navigate = useNavigate()
  const board = useBoard(boardId)
  const members = useMembers()
  const updateBoard = useUpdateBoard()
  const deleteList = useDeleteList()
  const [panel, setPanel] = useState<'labels' | 'settings' | null>(null)
  const [deletingList, setDeletingList] = useState<string | null>(null)
  const memberMap = useMemo(() => new Map((members.data ?? []).map((m) => [m.id, m])), [members.data])
  const setCard = (card: string | undefined) => void navigate({ to: '.', search: { card } })

  if (board.isPending) {
    return <LoadingBlock label={t('loading')} className={css({ py: '24' })} />
  }
  if (board.isError) {
    const missing = board.error instanceof ApiError && board.error.status === 404
    return (
      <div className={css({ p: '8' })}>
        <BackLink />
        <EmptyState icon={<SquareKanban />} title={missing ? t('board.notFound') : t('errors.load')} />
      </div>
    )
  }
  const b = board.data
  const Icon = boardIcon(b.icon)
  const card = openCard ? b.lists.flatMap((l) => l.cards).find((c) => c.id === openCard) : undefined
  const listToDelete = b.lists.find((l) => l.id === deletingList)

  return (
    <FillViewport className={css({ display: 'flex', flexDir: 'column', bg: 'bg.canvas' })}>
      <header
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '4',
          px: { base: '4', md: '8' },
          pt: { base: '4', md: '6' },
          pb: '5',
        })}
      >
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '4',
            flex: { base: '1 1 100%', sm: '1 1 0' },
            minW: 0,
          })}
        >
          <span
            aria-hidden
            className={circle({
              size: '12',
              display: { base: 'none', sm: 'flex' },
              bg: 'accent.subtle',
              color: 'accent.text',
            })}
          >
            <Icon size={22} />
          </span>
          <div className={css({ minW: 0 })}>
            <BackLink />
            <h1
              className={css({
                fontSize: { base: '2xl', md: '3xl' },
                fontWeight: 'extrabold',
                letterSpacing: 'tight',
                lineHeight: 'tight',
                truncate: true,
              })}
            >
              {b.title}
            </h1>
            {b.description ? (
              <p className={css({ color: 'fg.muted', fontSize: 'sm', truncate: true })}>{b.description}</p>
            ) : null}
          </div>
        </div>
        <ul
          aria-label={t('board.members')}
          className={css({
            display: { base: 'none', md: 'flex' },
            listStyle: 'none',
            p: 0,
            m: 0,
            '& > li + li': { ml: '-2' },
          })}
        >
          {b.members.slice(0, 6).map((id) => {
            const m = memberMap.get(id)
            return m ? (
              <li key={id} className={css({ borderRadius: 'full', borderWidth: '2px', borderColor: 'bg.canvas' })}>
                <Avatar name={m.name} src={m.avatar} size={32} />
              </li>
            ) : null
          })}
        </ul>
        <div className={css({ display: 'flex', gap: '2' })}>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setPanel('labels')}
            className={css({ borderRadius: 'full' })}
          >
            <Tags />
            {t('labels.title')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setPanel('settings')}
            className={css({ borderRadius: 'full' })}
          >
            <Settings2 />
            {t('board.settings')}
          </Button>
        </div>
      </header>
      {b.lists.length === 0 ? (
        <p
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            mx: { base: '4', md: '8' },
            mb: '4',
            p: '4',
            maxW: '2xl',
            borderRadius: 'xl',
            bg: 'accent.subtle',
            color: 'accent.text',
            fontWeight: 'medium',
          })}
        >
          <SquareKanban size={20} aria-hidden />
          {t('board.empty')}
        </p>
      ) : null}
      <BoardLanes board={b} members={memberMap} onOpenCard={setCard} onDeleteList={setDeletingList} />

      <Suspense fallback={null}>
        {card ? (
          <CardDialog key={card.id} board={b} card={card} members={memberMap} onClose={() => setCard(undefined)} />
        ) : null}
        {panel === 'labels' ? <LabelsDialog boardId={b.id} labels={b.labels} onClose={() => setPanel(null)} /> : null}
        {panel === 'settings' ? (
          <BoardFormDialog
            title={t('board.edit')}
            initial={{ title: b.title, description: b.description, icon: b.icon, members: b.members }}
            saving={updateBoard.isPending}
            onSave={(values) =>
              updateBoard.mutate(
                { id: b.id, board: values },
                toastOutcome({ failed: t('errors.save'), after: () => setPanel(null) }),
              )
            }
            onClose={() => setPanel(null)}
          />
        ) : null}
      </Suspense>
      <ConfirmDialog
        open={Boolean(listToDelete)}
        onOpenChange={(o) => !o && setDeletingList(null)}
        title={t('list.delete')}
        message={t('list.deleteMessage', { title: listToDelete?.title ?? '', count: listToDelete?.cards.length ?? 0 })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() =>
          listToDelete && deleteList.mutate(listToDelete.id, toastOutcome({ failed: t('errors.delete') }))
        }
      />
    </FillViewport>
  )
}
