import type { ComponentType } from 'react'
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Dialog } from '@/components/ui/dialog'
import { ChoiceSelectControl } from '../components/choice-select-control'

type Category = { id: string; name: string }

/** What a catalogue record's form gets: the record (null for a new one), the categories to file it under. */
export interface CatalogueFormProps<R, C extends Category> {
  record: R | null
  categories: C[]
  onDone: () => void
}

export interface CatalogueDialogProps<R, C extends Category> {
  record: R | null
  categories: C[]
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * A procedure's or product's dialog ("New …" or "Edit …", by the catalogue's locale prefix) around its `Form`,
 * which starts afresh for each record.
 */
export function CatalogueDialog<R extends { id: string }, C extends Category>({
  catalogue,
  Form,
  record,
  categories,
  open,
  onOpenChange,
}: CatalogueDialogProps<R, C> & {
  catalogue: 'procedures' | 'products'
  Form: ComponentType<CatalogueFormProps<R, C>>
}) {
  const { t } = useTranslation('clinic')
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={record ? t(`${catalogue}.edit`) : t(`${catalogue}.new`)}
      size="md"
    >
      <Form key={record?.id ?? 'new'} record={record} categories={categories} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

/** The record's category, chosen from the catalogue's categories. */
export function CategoryControl<Values extends FieldValues & { categoryId?: string }>({
  control,
  label,
  categories,
  error,
}: {
  control: Control<Values, any, any>
  label: string
  categories: Category[]
  error?: string
}) {
  const { t } = useTranslation('clinic')
  return (
    <Controller
      control={control}
      name={'categoryId' as Path<Values>}
      render={({ field }) => (
        <ChoiceSelectControl
          label={label}
          placeholder={t('actions.choose')}
          choices={categories.map((c) => ({ value: c.id, label: c.name }))}
          value={field.value}
          onChange={(v) => field.onChange(v[0] ?? '')}
          error={error}
        />
      )}
    />
  )
}
