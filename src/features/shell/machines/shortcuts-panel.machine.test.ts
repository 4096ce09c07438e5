import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { shortcutsPanelMachine } from './shortcuts-panel.machine'

const values = { label: 'Chat', icon: 'message-circle' as const, link: '/apps/chat', useRouter: true }

function start(overrides: { fail?: boolean } = {}) {
  const calls = { create: vi.fn(), update: vi.fn(), remove: vi.fn() }
  const result = async (fn: (x: unknown) => void, input: unknown) => {
    fn(input)
    if (overrides.fail) throw new Error('Server said no')
    return input
  }
  const machine = shortcutsPanelMachine.provide({
    actors: {
      createShortcut: fromPromise(({ input }) => result(calls.create, input)),
      updateShortcut: fromPromise(({ input }) => result(calls.update, input)),
      deleteShortcut: fromPromise(({ input }) => result(calls.remove, input)),
    },
  })
  return { actor: createActor(machine).start(), calls }
}

const settle = (actor: ReturnType<typeof start>['actor'], state: 'modify') => waitFor(actor, (s) => s.matches(state))

describe('shortcuts panel machine', () => {
  it('starts in view; view -> modify -> view', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('view')
    actor.send({ type: 'shortcuts.modify' })
    expect(actor.getSnapshot().value).toBe('modify')
    actor.send({ type: 'modify.done' })
    expect(actor.getSnapshot().value).toBe('view')
  })

  it('view -> add -> view on cancel', () => {
    const { actor } = start()
    actor.send({ type: 'shortcuts.add' })
    expect(actor.getSnapshot().value).toEqual({ add: 'editing' })
    actor.send({ type: 'form.cancel' })
    expect(actor.getSnapshot().value).toBe('view')
  })

  it('add -> modify after saving', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'shortcuts.add' })
    actor.send({ type: 'form.submit', values })
    expect(actor.getSnapshot().value).toEqual({ add: 'saving' })
    await settle(actor, 'modify')
    expect(calls.create).toHaveBeenCalledWith(values)
  })

  it('modify -> edit (a shortcut) -> view on cancel', () => {
    const { actor } = start()
    actor.send({ type: 'shortcuts.modify' })
    actor.send({ type: 'shortcut.select', id: 's1' })
    expect(actor.getSnapshot().value).toEqual({ edit: 'editing' })
    expect(actor.getSnapshot().context.editingId).toBe('s1')
    actor.send({ type: 'form.cancel' })
    expect(actor.getSnapshot().value).toBe('view')
  })

  it('edit -> modify after an update or a delete', async () => {
    const { actor, calls } = start()
    actor.send({ type: 'shortcuts.modify' })
    actor.send({ type: 'shortcut.select', id: 's1' })
    actor.send({ type: 'form.submit', values })
    expect(actor.getSnapshot().value).toEqual({ edit: 'saving' })
    await settle(actor, 'modify')
    expect(calls.update).toHaveBeenCalledWith({ id: 's1', values })
    expect(actor.getSnapshot().context.editingId).toBeNull()

    actor.send({ type: 'shortcut.select', id: 's2' })
    actor.send({ type: 'shortcut.delete' })
    expect(actor.getSnapshot().value).toEqual({ edit: 'deleting' })
    await settle(actor, 'modify')
    expect(calls.remove).toHaveBeenCalledWith('s2')
  })

  it('stays in the form with the error when saving or deleting fails', async () => {
    const { actor } = start({ fail: true })
    actor.send({ type: 'shortcuts.add' })
    actor.send({ type: 'form.submit', values })
    await waitFor(actor, (s) => s.matches({ add: 'editing' }))
    expect(actor.getSnapshot().context.error).toBe('Server said no')

    actor.send({ type: 'form.cancel' })
    actor.send({ type: 'shortcuts.modify' })
    actor.send({ type: 'shortcut.select', id: 's1' })
    actor.send({ type: 'form.submit', values })
    await waitFor(actor, (s) => s.matches({ edit: 'editing' }) && s.context.error !== null)
    actor.send({ type: 'shortcut.delete' })
    await waitFor(actor, (s) => s.matches({ edit: 'editing' }))
    expect(actor.getSnapshot().context.error).toBe('Server said no')
  })

  it('opening the panel resets to view from every mode', () => {
    const { actor } = start()
    const modes: Array<() => void> = [
      () => {},
      () => actor.send({ type: 'shortcuts.modify' }),
      () => actor.send({ type: 'shortcuts.add' }),
      () => {
        actor.send({ type: 'shortcuts.modify' })
        actor.send({ type: 'shortcut.select', id: 's1' })
      },
    ]
    for (const enter of modes) {
      enter()
      actor.send({ type: 'panel.open' })
      expect(actor.getSnapshot().value).toBe('view')
      expect(actor.getSnapshot().context).toEqual({ editingId: null, error: null })
    }
  })

  it('ignores what a mode does not offer', () => {
    const { actor } = start()
    actor.send({ type: 'shortcut.select', id: 's1' })
    actor.send({ type: 'modify.done' })
    actor.send({ type: 'form.submit', values })
    expect(actor.getSnapshot().value).toBe('view')
    actor.send({ type: 'shortcuts.modify' })
    actor.send({ type: 'shortcuts.add' })
    expect(actor.getSnapshot().value).toBe('modify')
  })
})
