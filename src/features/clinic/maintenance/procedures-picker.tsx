import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { SearchField } from '@/components/form/search-field'
import type { Procedure, ProcedureCategory } from '@/shared/schemas/clinic/catalog'

const box = css({ w: '4', h: '4', accentColor: 'var(--colors-accent-solid)', flexShrink: 0, cursor: 'pointer' })

/** The procedures a doctor performs, by category, with a filter and a whole-category switch. */
export function ProceduresPicker({
  procedures,
  categories,
  value,
  onChange,
}: {
  procedures: Procedure[]
  categories: ProcedureCategory[]
  value: string[]
  onChange: (ids: string[]) => void
}) {
  const { t } = useTranslation('clinic')
  const [q, setQ] = useState('')
  const match = (p: Procedure) =>
    !q ||
    p.name.toLocaleLowerCase().includes(q.toLocaleLowerCase()) ||
    p.code.toLocaleLowerCase().includes(q.toLocaleLowerCase())
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...new Set([...value, id])] : value.filter((v) => v !== id))
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '4' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <SearchField value={q} onChange={setQ} label={t('doctors.filterProcedures')} delay={0} />
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('doctors.performs', { count: value.length })}
        </span>
      </div>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: '4',
        })}
      >
        {categories.map((c) => {
          const items = procedures.filter((p) => p.categoryId === c.id && match(p))
          if (!items.length) return null
          const all = items.every((p) => value.includes(p.id))
          return (
            <fieldset
              key={c.id}
              className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '3' })}
            >
              <legend className={css({ px: '1', fontSize: 'sm', fontWeight: 'semibold' })}>{c.name}</legend>
              <label
                className={css({
                  display: 'flex',
                  alignItems: 'center',
                  gap: '2',
                  fontSize: 'xs',
                  color: 'fg.muted',
                  mb: '2',
                  cursor: 'pointer',
                })}
              >
                <input
                  type="checkbox"
                  className={box}
                  checked={all}
                  onChange={(e) =>
                    onChange(
                      e.target.checked
                        ? [...new Set([...value, ...items.map((p) => p.id)])]
                        : value.filter((v) => !items.some((p) => p.id === v)),
                    )
                  }
                />
                {t('doctors.allOf', { name: c.name })}
              </label>
              <ul className={css({ display: 'flex', flexDir: 'column', gap: '1.5' })}>
                {items.map((p) => (
                  <li key={p.id}>
                    <label
                      className={css({
                        display: 'flex',
                        alignItems: 'center',
                        gap: '2',
                        fontSize: 'sm',
                        cursor: 'pointer',
                      })}
                    >
                      <input
                        type="checkbox"
                        className={box}
                        checked={value.includes(p.id)}
                        onChange={(e) => toggle(p.id, e.target.checked)}
                      />
                      <span className={css({ flex: 1 })}>{p.name}</span>
                      <span className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.subtle' })}>{p.code}</span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )
        })}
      </div>
    </div>
  )
}
