import { useState, type ReactNode } from 'react'
import { Plus, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

// The parts of the dialogs that edit a list of names (notes' labels, tasks' tags, a board's labels): each
// app keeps its own dialog, queries and words; the rows, the new-name form and the list look the same.

/** The list of `NameRow`s. */
export function NameList({ children }: { children: ReactNode }) {
  return (
    <ul className={css({ display: 'flex', flexDir: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })}>{children}</ul>
  )
}

/**
 * One name, renamed in place (on blur or Enter; a name `valid` refuses goes back to the saved one) and
 * deleted by its bin. `children` go before the box: a checkbox that applies it, a colour chip.
 */
export function NameRow({
  name,
  valid,
  onRename,
  onDelete,
  renameLabel,
  deleteLabel,
  children,
}: {
  name: string
  valid: (title: string) => boolean
  onRename: (title: string) => void
  onDelete: () => void
  renameLabel: string
  deleteLabel: string
  children?: ReactNode
}) {
  const [title, setTitle] = useState(name)
  const commit = () => {
    if (title.trim() === name) return
    if (!valid(title)) return setTitle(name)
    onRename(title.trim())
  }
  return (
    <li className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
      {children}
      <Input
        value={title}
        aria-label={renameLabel}
        onChange={(e) => setTitle(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === 'Enter' && commit()}
      />
      <Button variant="ghost" size="iconSm" aria-label={deleteLabel} onClick={onDelete}>
        <Trash2 />
      </Button>
    </li>
  )
}

/** The box and button that add a name, and the reason the last try was refused. */
export function NewNameForm({
  value,
  onChange,
  onAdd,
  label,
  placeholder,
  addText,
  disabled,
  error,
}: {
  value: string
  onChange: (value: string) => void
  onAdd: () => void
  label: string
  placeholder: string
  addText: string
  disabled: boolean
  error?: string
}) {
  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          onAdd()
        }}
        className={css({ display: 'flex', gap: '2', mb: '4' })}
      >
        <Input
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          aria-label={label}
          aria-invalid={Boolean(error)}
        />
        <Button type="submit" disabled={disabled}>
          <Plus />
          {addText}
        </Button>
      </form>
      {error ? (
        <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm', mb: '3' })}>
          {error}
        </p>
      ) : null}
    </>
  )
}
