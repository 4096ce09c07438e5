import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { ShortcutInput } from '@/shared/schemas/shell'

export interface ShortcutsPanelContext {
  /** The shortcut the edit form is for. */
  editingId: string | null
  error: string | null
}

export type ShortcutsPanelEvent =
  | { type: 'panel.open' }
  | { type: 'shortcuts.modify' }
  | { type: 'shortcuts.add' }
  | { type: 'modify.done' }
  | { type: 'shortcut.select'; id: string }
  | { type: 'form.cancel' }
  | { type: 'form.submit'; values: ShortcutInput }
  | { type: 'shortcut.delete' }

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The shortcuts panel (SPEC.md section 4): view -> modify (edit button) or add (plus); modify -> view
 * (done) or edit (a shortcut); add and edit -> view on cancel, -> modify after a save or a delete;
 * opening the panel always starts in view. Saving and deleting are actors, swapped in tests.
 */
export const shortcutsPanelMachine = setup({
  types: { context: {} as ShortcutsPanelContext, events: {} as ShortcutsPanelEvent },
  actors: {
    createShortcut: fromPromise<unknown, ShortcutInput>(async () => {
      throw new Error('createShortcut not provided')
    }),
    updateShortcut: fromPromise<unknown, { id: string; values: ShortcutInput }>(async () => {
      throw new Error('updateShortcut not provided')
    }),
    deleteShortcut: fromPromise<unknown, string>(async () => {
      throw new Error('deleteShortcut not provided')
    }),
  },
  actions: {
    reset: assign({ editingId: null, error: null }),
    select: assign(({ event }) => {
      assertEvent(event, 'shortcut.select')
      return { editingId: event.id, error: null }
    }),
    // The actors' error events are not the machine's own: each `onError` hands the error over as params.
    fail: assign((_, params: { error: unknown }) => ({ error: message(params.error) })),
  },
}).createMachine({
  id: 'shortcutsPanel',
  initial: 'view',
  context: { editingId: null, error: null },
  on: { 'panel.open': { target: '.view', actions: 'reset' } },
  states: {
    view: {
      on: {
        'shortcuts.modify': 'modify',
        'shortcuts.add': { target: 'add', actions: 'reset' },
      },
    },
    modify: {
      entry: 'reset',
      on: {
        'modify.done': 'view',
        'shortcut.select': { target: 'edit', actions: 'select' },
      },
    },
    add: {
      initial: 'editing',
      on: { 'form.cancel': 'view' },
      states: {
        editing: { on: { 'form.submit': 'saving' } },
        saving: {
          invoke: {
            src: 'createShortcut',
            input: ({ event }) => (event as Extract<ShortcutsPanelEvent, { type: 'form.submit' }>).values,
            onDone: '#shortcutsPanel.modify',
            onError: { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    edit: {
      initial: 'editing',
      on: { 'form.cancel': 'view' },
      states: {
        editing: { on: { 'form.submit': 'saving', 'shortcut.delete': 'deleting' } },
        saving: {
          invoke: {
            src: 'updateShortcut',
            input: ({ context, event }) => ({
              id: context.editingId!,
              values: (event as Extract<ShortcutsPanelEvent, { type: 'form.submit' }>).values,
            }),
            onDone: '#shortcutsPanel.modify',
            onError: { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        deleting: {
          invoke: {
            src: 'deleteShortcut',
            input: ({ context }) => context.editingId!,
            onDone: '#shortcutsPanel.modify',
            onError: { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
})
