import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Plus, Trash2 } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'

// The parts the contact form's emails and phone numbers share: each is a list of rows with a label,
// an error under a refused row, a bin that removes a row and a button that adds one.

/** The options of a row's label select, in the user's language. */
export function LabelOptions({ labels }: { labels: readonly string[] }) {
  const { t } = useTranslation('contacts')
  return labels.map((l) => (
    <option key={l} value={l}>
      {t(`labels.${l}`)}
    </option>
  ))
}

/** Why the schema refused a row, under it. */
export function RowError({ message }: { message?: string }) {
  return message ? (
    <p role="alert" className={css({ fontSize: 'xs', color: 'danger.text', mt: '1' })}>
      {message}
    </p>
  ) : null
}

export function AddRowButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="ghost" size="sm" className={css({ alignSelf: 'flex-start' })} onClick={onClick}>
      <Plus /> {children}
    </Button>
  )
}

/** The bin that takes one row out; `className` shows it at the sizes where its place in the row is. */
export function RemoveRowButton({
  label,
  onClick,
  className,
}: {
  label: string
  onClick: () => void
  className?: string
}) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} onClick={onClick} className={className}>
      <Trash2 />
    </Button>
  )
}
