import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Check, Pencil, Trash2, X } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { InventoryTag } from '@/shared/schemas/inventory'

interface TagRowProps {
  tag: InventoryTag
  checked: boolean
  onToggle: () => void
  onRename: (title: string) => Promise<unknown>
  onDelete: () => Promise<unknown>
}

/** One tag in the tag editor: a checkbox that assigns it, and rename / delete (asked twice) beside it. */
export function TagRow({ tag, checked, onToggle, onRename, onDelete }: TagRowProps) {
  const { t } = useTranslation('inventory')
  const id = useId()
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view')
  const [title, setTitle] = useState(tag.title)
  const [busy, setBusy] = useState(false)
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await action()
      setMode('view')
    } catch {
      // The mutation already showed why; stay in this mode to let the user fix it.
    } finally {
      setBusy(false)
    }
  }
  const row = css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    px: '2',
    minH: '10',
    borderRadius: 'md',
    _hover: { bg: 'bg.hover' },
  })

  if (mode === 'rename') {
    return (
      <form
        className={row}
        onSubmit={(e) => {
          e.preventDefault()
          if (title.trim() && title.trim() !== tag.title) void run(() => onRename(title.trim()))
          else setMode('view')
        }}
      >
        <Input
          size="sm"
          autoFocus
          aria-label={t('tags.renameField', { title: tag.title })}
          value={title}
          maxLength={40}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Button type="submit" size="iconSm" variant="subtle" aria-label={t('tags.save')} disabled={busy}>
          <Check />
        </Button>
        <Button
          size="iconSm"
          variant="ghost"
          aria-label={t('tags.cancel')}
          onClick={() => (setTitle(tag.title), setMode('view'))}
        >
          <X />
        </Button>
      </form>
    )
  }
  if (mode === 'delete') {
    return (
      <div className={row} role="group" aria-label={t('tags.delete', { title: tag.title })}>
        <span className={css({ flex: 1, fontSize: 'sm', color: 'danger.text' })}>
          {t('tags.confirmDelete', { title: tag.title })}
        </span>
        <Button size="sm" variant="danger" disabled={busy} onClick={() => void run(onDelete)}>
          {t('tags.yesDelete')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
          {t('tags.cancel')}
        </Button>
      </div>
    )
  }
  return (
    <div className={row}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        className={css({ w: '4', h: '4', accentColor: 'var(--colors-accent-solid)', cursor: 'pointer' })}
      />
      <label htmlFor={id} className={css({ flex: 1, fontSize: 'sm', cursor: 'pointer', py: '2' })}>
        {tag.title}
      </label>
      <Button
        size="iconSm"
        variant="ghost"
        aria-label={t('tags.rename', { title: tag.title })}
        onClick={() => setMode('rename')}
      >
        <Pencil />
      </Button>
      <Button
        size="iconSm"
        variant="ghost"
        aria-label={t('tags.delete', { title: tag.title })}
        onClick={() => setMode('delete')}
      >
        <Trash2 />
      </Button>
    </div>
  )
}
