import { useTranslation } from 'react-i18next'
import { Check } from 'lucide-react'
import { css } from 'styled-system/css'
import { toggleChip } from 'styled-system/recipes'
import type { ContactTag } from '@/shared/schemas/contacts'

/** Tags as toggle chips: pressed ones are on the contact. */
export function TagPicker({
  tags,
  value,
  onChange,
}: {
  tags: ContactTag[]
  value: string[]
  onChange: (ids: string[]) => void
}) {
  const { t } = useTranslation('contacts')
  if (!tags.length) return <p className={css({ fontSize: 'sm', color: 'fg.subtle' })}>{t('tags.none')}</p>
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
      {tags.map((tag) => {
        const on = value.includes(tag.id)
        return (
          <button
            key={tag.id}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? value.filter((v) => v !== tag.id) : [...value, tag.id])}
            className={toggleChip()}
          >
            {on ? <Check size={14} aria-hidden /> : null}
            {tag.title}
          </button>
        )
      })}
    </div>
  )
}
