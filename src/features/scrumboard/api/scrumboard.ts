import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type {
  BoardDetail,
  BoardLabel,
  BoardList,
  BoardSummary,
  CardPatch,
  CardView,
  Member,
} from '@/shared/schemas/scrumboard'

const P = 'api/apps/scrumboard'

export const boardKeys = {
  all: ['scrumboard'] as const,
  boards: ['scrumboard', 'boards'] as const,
  board: (id: string) => ['scrumboard', 'board', id] as const,
  members: ['scrumboard', 'members'] as const,
}

export const useBoards = () =>
  useQuery({ queryKey: boardKeys.boards, queryFn: () => api.get<BoardSummary[]>(`${P}/boards`) })
export const useBoard = (id: string) =>
  useQuery({ queryKey: boardKeys.board(id), queryFn: () => api.get<BoardDetail>(`${P}/board`, { id }) })
export const useMembers = () =>
  useQuery({ queryKey: boardKeys.members, queryFn: () => api.get<Member[]>(`${P}/members`), staleTime: Infinity })

function useRefresh() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: boardKeys.all })
}

export interface BoardInput {
  title: string
  description?: string
  icon?: string
  members?: string[]
}

export function useCreateBoard() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (board: BoardInput) => api.put<BoardDetail>(`${P}/board`, { board }),
    onSuccess: refresh,
  })
}
export function useUpdateBoard() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, board }: { id: string; board: Partial<BoardInput> }) =>
      api.patch<BoardDetail>(`${P}/board`, { id, board }),
    onSuccess: refresh,
  })
}
export function useDeleteBoard() {
  const refresh = useRefresh()
  return useMutation({ mutationFn: (id: string) => api.delete<true>(`${P}/board`, { id }), onSuccess: refresh })
}

export function useCreateList() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (list: { boardId: string; title: string; position?: number }) =>
      api.post<BoardList>(`${P}/board/list`, { list }),
    onSuccess: refresh,
  })
}
export function useUpdateList() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (list: { id: string; title?: string }) => api.patch<BoardList>(`${P}/board/list`, { list }),
    onSuccess: refresh,
  })
}
export function useDeleteList() {
  const refresh = useRefresh()
  return useMutation({ mutationFn: (id: string) => api.delete<true>(`${P}/board/list`, { id }), onSuccess: refresh })
}

/** Moves lists: the board shows the new positions at once, then reloads what the server stored. */
export function useMoveLists(boardId: string) {
  const client = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (lists: Array<{ id: string; position: number }>) =>
      api.patch<BoardList[]>(`${P}/board/lists`, { lists }),
    onMutate: async (lists) => {
      await client.cancelQueries({ queryKey: boardKeys.board(boardId) })
      const at = new Map(lists.map((l) => [l.id, l.position]))
      client.setQueryData<BoardDetail>(
        boardKeys.board(boardId),
        (b) =>
          b && {
            ...b,
            lists: b.lists
              .map((l) => ({ ...l, position: at.get(l.id) ?? l.position }))
              .sort((x, y) => x.position - y.position),
          },
      )
    },
    onSettled: refresh,
  })
}

export function useCreateCard() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (card: { boardId: string; listId: string; title: string }) =>
      api.put<CardView>(`${P}/board/card`, { card }),
    onSuccess: refresh,
  })
}
export function useUpdateCard() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, card }: { id: string; card: CardPatch }) => api.patch<CardView>(`${P}/board/card`, { id, card }),
    onSuccess: refresh,
  })
}
export function useDeleteCard() {
  const refresh = useRefresh()
  return useMutation({ mutationFn: (id: string) => api.delete<true>(`${P}/board/card`, { id }), onSuccess: refresh })
}

/** Moves cards (new list and/or position); the board shows the move at once. */
export function useMoveCards(boardId: string) {
  const client = useQueryClient()
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (cards: Array<{ id: string; listId: string; position: number }>) =>
      api.patch<CardView[]>(`${P}/board/cards`, { cards }),
    onMutate: async (cards) => {
      await client.cancelQueries({ queryKey: boardKeys.board(boardId) })
      client.setQueryData<BoardDetail>(boardKeys.board(boardId), (b) => b && applyCardMoves(b, cards))
    },
    onSettled: refresh,
  })
}

/** The board with the given cards moved to their new list and position, every list re-sorted. */
export function applyCardMoves(
  board: BoardDetail,
  moves: Array<{ id: string; listId: string; position: number }>,
): BoardDetail {
  const byId = new Map(moves.map((m) => [m.id, m]))
  const all = board.lists
    .flatMap((l) => l.cards)
    .map((c) => {
      const m = byId.get(c.id)
      return m ? { ...c, listId: m.listId, position: m.position } : c
    })
  return {
    ...board,
    lists: board.lists.map((l) => ({
      ...l,
      cards: all.filter((c) => c.listId === l.id).sort((a, b) => a.position - b.position),
    })),
  }
}

export function useCreateLabel() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (label: { boardId: string; title: string }) => api.post<BoardLabel>(`${P}/board/label`, { label }),
    onSuccess: refresh,
  })
}
export function useRenameLabel() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      api.patch<BoardLabel>(`${P}/board/label`, { id, label: { title } }),
    onSuccess: refresh,
  })
}
export function useDeleteLabel() {
  const refresh = useRefresh()
  return useMutation({ mutationFn: (id: string) => api.delete<true>(`${P}/board/label`, { id }), onSuccess: refresh })
}
