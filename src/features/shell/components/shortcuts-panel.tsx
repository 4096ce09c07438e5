import { Suspense, lazy, useMemo, useState } from 'react'
import { useMachine } from '@xstate/react'
import { useQueryClient } from '@tanstack/react-query'
import { fromPromise } from 'xstate'
import { useTranslation } from 'react-i18next'
import { circle } from 'styled-system/patterns'
import { css } from 'styled-system/css'
import { EmptyState } from '@/components/ui/empty-state'
import { LoadingBlock } from '@/components/ui/loading-block'
import { Spinner } from '@/components/ui/spinner'
import { Icon } from '@/components/layout/icons'
import { iconFor } from '@/components/layout/template-icons'
import { inspect } from '@/lib/machines/inspect'
import type { Shortcut } from '@/shared/schemas/shell'
import { shellKeys } from '../api/keys'
import { createShortcut, deleteShortcut, updateShortcut, useShortcuts } from '../api/shortcuts'
import { shortcutsPanelMachine } from '../machines/shortcuts-panel.machine'
import { DataLink } from './shortcut-link'
import { smallIconButton } from '@/components/layout/toolbar-button'
import { ToolbarPanel } from '@/components/layout/toolbar-panel'

// The form (react-hook-form and the zod schema) loads when a shortcut is added or edited.
const ShortcutForm = lazy(() => import('./shortcut-form').then((m) => ({ default: m.ShortcutForm })))
const spinner = (
  <div className={css({ display: 'flex', justifyContent: 'center', py: '10' })}>
    <Spinner size={22} />
  </div>
)

const tile = css({
  display: 'flex',
  flexDir: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1',
  textAlign: 'center',
  minH: '28',
  p: '4',
  cursor: 'pointer',
  position: 'relative',
  borderColor: 'border.default',
  transition: 'background 150ms',
  _hover: { bg: 'bg.hover' },
  outlineOffset: '-2px',
})
const tileIcon = circle({
  size: '12',
  bg: 'accent.subtle',
  color: 'accent.text',
  mb: '1',
  '& svg': { w: '5', h: '5' },
})

function TileBody({ s }: { s: Shortcut }) {
  return (
    <>
      <span className={tileIcon}>
        <Icon name={iconFor(s.icon, 'link')} />
      </span>
      <span className={css({ fontSize: 'sm', fontWeight: 'semibold' })}>{s.label}</span>
      {s.description ? <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>{s.description}</span> : null}
    </>
  )
}

/** The toolbar's shortcuts: a grid of links, edited in place (modes view, modify, add, edit). */
export function ShortcutsPanel() {
  const { t } = useTranslation('shell')
  const client = useQueryClient()
  const [open, setOpen] = useState(false)
  const shortcuts = useShortcuts()
  const machine = useMemo(() => {
    const refresh = () => client.invalidateQueries({ queryKey: shellKeys.shortcuts })
    return shortcutsPanelMachine.provide({
      actors: {
        createShortcut: fromPromise(async ({ input }) => createShortcut(input).finally(refresh)),
        updateShortcut: fromPromise(async ({ input }) => updateShortcut(input.id, input.values).finally(refresh)),
        deleteShortcut: fromPromise(async ({ input }) => deleteShortcut(input).finally(refresh)),
      },
    })
  }, [client])
  const [state, send] = useMachine(machine, { inspect })
  const list = shortcuts.data ?? []
  const editing = list.find((s) => s.id === state.context.editingId)
  const mode = state.matches('view')
    ? 'view'
    : state.matches('modify')
      ? 'modify'
      : state.matches('add')
        ? 'add'
        : 'edit'
  const busy =
    state.matches({ add: 'saving' }) || state.matches({ edit: 'saving' }) || state.matches({ edit: 'deleting' })

  const title = {
    view: t('shortcuts.title'),
    modify: t('shortcuts.title'),
    add: t('shortcuts.addTitle'),
    edit: t('shortcuts.editTitle'),
  }[mode]
  const actions =
    mode === 'view' ? (
      <>
        <button
          type="button"
          className={smallIconButton}
          aria-label={t('shortcuts.enterEdit')}
          data-testid="shortcuts-modify"
          onClick={() => send({ type: 'shortcuts.modify' })}
        >
          <Icon name="pencil" />
        </button>
        <button
          type="button"
          className={smallIconButton}
          aria-label={t('shortcuts.new')}
          data-testid="shortcuts-add"
          onClick={() => send({ type: 'shortcuts.add' })}
        >
          <Icon name="plus" />
        </button>
      </>
    ) : mode === 'modify' ? (
      <button
        type="button"
        className={smallIconButton}
        aria-label={t('shortcuts.done')}
        data-testid="shortcuts-done"
        onClick={() => send({ type: 'modify.done' })}
      >
        <Icon name="check" />
      </button>
    ) : (
      <button
        type="button"
        className={smallIconButton}
        aria-label={t('shortcuts.cancel')}
        onClick={() => send({ type: 'form.cancel' })}
      >
        <Icon name="x" />
      </button>
    )

  let body
  if (mode === 'add' || (mode === 'edit' && editing)) {
    body = (
      <Suspense fallback={spinner}>
        <ShortcutForm
          key={editing?.id ?? 'new'}
          shortcut={mode === 'edit' ? editing : undefined}
          busy={busy}
          error={state.context.error}
          onSubmit={(values) => send({ type: 'form.submit', values })}
          onCancel={() => send({ type: 'form.cancel' })}
          onDelete={mode === 'edit' ? () => send({ type: 'shortcut.delete' }) : undefined}
        />
      </Suspense>
    )
  } else if (shortcuts.isPending) {
    body = <LoadingBlock label={t('loading')} size={22} className={css({ py: '10' })} />
  } else if (list.length === 0) {
    body = (
      <EmptyState icon={<Icon name="layout-grid" />} title={t('shortcuts.empty')}>
        <p className={css({ fontSize: 'sm' })}>{t('shortcuts.emptyHint')}</p>
      </EmptyState>
    )
  } else {
    body = (
      <ul
        className={css({
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          '& > li': { borderBottomWidth: '1px', borderColor: 'border.default' },
          '& > li:nth-child(odd)': { borderRightWidth: '1px' },
        })}
        data-testid="shortcuts-list"
      >
        {list.map((s) => (
          <li key={s.id}>
            {mode === 'modify' ? (
              <button
                type="button"
                className={tile}
                style={{ width: '100%' }}
                aria-label={t('shortcuts.editOne', { label: s.label })}
                onClick={() => send({ type: 'shortcut.select', id: s.id })}
              >
                <TileBody s={s} />
                <Icon
                  name="pencil"
                  aria-hidden
                  className={css({ position: 'absolute', top: '3', right: '3', w: '4', h: '4', color: 'fg.subtle' })}
                />
              </button>
            ) : (
              <DataLink link={s.link} useRouter={s.useRouter} className={tile} onClick={() => setOpen(false)}>
                <TileBody s={s} />
              </DataLink>
            )}
          </li>
        ))}
      </ul>
    )
  }

  return (
    <ToolbarPanel
      open={open}
      onOpenChange={(next) => {
        if (next) send({ type: 'panel.open' })
        setOpen(next)
      }}
      label={t('shortcuts.open')}
      icon={<Icon name="layout-grid" />}
      title={title}
      actions={actions}
      testId="shortcuts"
    >
      {body}
    </ToolbarPanel>
  )
}
