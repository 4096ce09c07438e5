import { ChoiceSelect } from './choice-select'

/**
 * A catalogue list's category filter (procedures, products): "all" first, then the categories by name. It
 * reports the chosen id, or undefined for all, so the list's URL drops the filter.
 */
export function CategoryFilter({
  label,
  allLabel,
  categories,
  value,
  onChange,
  className,
}: {
  label: string
  allLabel: string
  categories: ReadonlyArray<{ id: string; name: string }> | undefined
  value: string | undefined
  onChange: (category: string | undefined) => void
  /** The box's width. */
  className: string
}) {
  return (
    <ChoiceSelect
      label={label}
      hideLabel
      className={className}
      choices={[{ value: 'all', label: allLabel }, ...(categories ?? []).map((c) => ({ value: c.id, label: c.name }))]}
      value={value ?? 'all'}
      onChange={(v) => onChange(v[0] && v[0] !== 'all' ? v[0] : undefined)}
    />
  )
}
