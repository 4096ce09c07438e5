import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { ConflictField, Side } from '@/lib/api/conflict'
import { Button } from './button'
import { Dialog } from './dialog'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The fields whose values differ between my edit and the row saved meanwhile. */
  fields: ConflictField[]
  /** Drop my edit and show the saved row. */
  onTakeTheirs: () => void
  /** Save my edit over the saved row. */
  onKeepMine: () => void
  /** Save my edit with the fields chosen as `theirs` taken from the saved row. */
  onMerge: (choice: Record<string, Side>) => void
  busy?: boolean
}

const table = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': {
    textAlign: 'left',
    p: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    verticalAlign: 'top',
  },
})
const choiceCell = css({
  display: 'flex',
  gap: '2',
  alignItems: 'flex-start',
  cursor: 'pointer',
  wordBreak: 'break-word',
})

/**
 * Someone saved the same record after this editor loaded it: offers to take their version, keep mine, or
 * (when fields differ) merge, choosing for each differing field. Used by every editor that sends a version.
 */
export function ConflictDialog({ open, onOpenChange, fields, onTakeTheirs, onKeepMine, onMerge, busy }: Props) {
  const { t } = useTranslation()
  const name = useId()
  const [choice, setChoice] = useState<Record<string, Side>>({})
  const keys = fields.map((f) => f.key).join('\n')
  // Every differing field starts as mine each time the dialog opens (or the saved row changes again).
  useEffect(() => {
    if (open)
      setChoice(
        Object.fromEntries(
          keys
            .split('\n')
            .filter(Boolean)
            .map((k) => [k, 'mine']),
        ),
      )
  }, [open, keys])

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('conflict.title')}
      description={t(fields.length ? 'conflict.description' : 'conflict.sameValues')}
      size="lg"
      footer={
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end', w: 'full' })}>
          <Button variant="outline" disabled={busy} onClick={onTakeTheirs}>
            {t('conflict.takeTheirs')}
          </Button>
          <Button variant={fields.length ? 'outline' : 'solid'} disabled={busy} onClick={onKeepMine}>
            {t('conflict.keepMine')}
          </Button>
          {fields.length ? (
            <Button disabled={busy} onClick={() => onMerge(choice)}>
              {t('conflict.merge')}
            </Button>
          ) : null}
        </div>
      }
    >
      {fields.length ? (
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">{t('conflict.field')}</th>
              <th scope="col">{t('conflict.mine')}</th>
              <th scope="col">{t('conflict.theirs')}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => (
              <tr key={f.key}>
                <th scope="row">{f.label}</th>
                {(['mine', 'theirs'] as const).map((side) => (
                  <td key={side}>
                    <label className={choiceCell}>
                      <input
                        type="radio"
                        name={`${name}-${f.key}`}
                        checked={choice[f.key] === side}
                        onChange={() => setChoice((c) => ({ ...c, [f.key]: side }))}
                        aria-label={t(side === 'mine' ? 'conflict.useMine' : 'conflict.useTheirs', { field: f.label })}
                      />
                      <span>{side === 'mine' ? f.mine : f.theirs}</span>
                    </label>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Dialog>
  )
}
