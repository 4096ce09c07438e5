import { useMemo, useState } from 'react'
import { Combobox, createListCollection } from '@ark-ui/react/combobox'
import { Portal } from '@ark-ui/react/portal'
import { useTranslation } from 'react-i18next'
import { UserPlus, X } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { SearchIcon } from '@/components/form/search-input'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import type { Person } from '@/shared/schemas/clinic/persons'
import { usePage, useRecord } from '../api/records'
import { popupItem, popupList } from '../components/choice-select-parts'
import { useDebounced } from '@/lib/use-debounced'

/**
 * Finds a patient by name, document, phone or email through the paged persons API (as you type), or
 * offers to create one. The chosen patient shows as a card with a way to change it.
 */
export function PatientPicker({
  value,
  onChange,
  onCreate,
  error,
}: {
  value: string | undefined
  onChange: (id: string | undefined) => void
  onCreate: () => void
  error?: string
}) {
  const { t } = useTranslation('clinic')
  const [input, setInput] = useState('')
  const query = useDebounced(input.trim(), 200)
  const results = usePage<Person>(
    'persons',
    { search: query, size: 8, active: 'true', sort: 'fullName' },
    { enabled: !value },
  )
  const chosen = useRecord<Person>('persons', value)
  const items = useMemo(() => results.data?.items ?? [], [results.data])
  const collection = useMemo(
    () => createListCollection({ items, itemToValue: (p) => p.id, itemToString: (p) => p.fullName }),
    [items],
  )

  if (value) {
    const p = chosen.data
    return (
      <div className={css({ display: 'flex', flexDir: 'column', gap: '1.5' })}>
        <span className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>{t('booking.patient')}</span>
        <div
          className={css({
            display: 'flex',
            alignItems: 'center',
            gap: '3',
            p: '3',
            borderRadius: 'lg',
            borderWidth: '1px',
            borderColor: 'accent.muted',
            bg: 'accent.subtle',
          })}
        >
          {p ? <Avatar name={p.fullName} size={38} /> : <Spinner />}
          <div className={css({ flex: 1, minW: 0 })}>
            <p className={css({ fontWeight: 'semibold' })} data-testid="chosen-patient">
              {p?.fullName ?? '…'}
            </p>
            {p ? (
              <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                {t(`persons.documentShort.${p.documentType}`)} {p.documentNumber} · {p.phone}
              </p>
            ) : null}
          </div>
          <Button
            variant="ghost"
            size="iconSm"
            aria-label={t('booking.changePatient')}
            onClick={() => onChange(undefined)}
          >
            <X />
          </Button>
        </div>
      </div>
    )
  }

  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '1.5' })}>
      <Combobox.Root
        collection={collection}
        inputValue={input}
        onInputValueChange={(d) => setInput(d.inputValue)}
        onValueChange={(d) => d.value[0] && onChange(d.value[0])}
        inputBehavior="autohighlight"
        openOnClick
        invalid={Boolean(error)}
        positioning={{ sameWidth: true }}
        className={css({ display: 'flex', flexDir: 'column', gap: '1.5' })}
      >
        <Combobox.Label className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>
          {t('booking.patient')}
        </Combobox.Label>
        <div className={css({ display: 'flex', gap: '2' })}>
          <Combobox.Control className={css({ position: 'relative', flex: 1 })}>
            <SearchIcon />
            <Combobox.Input
              placeholder={t('booking.patientSearch')}
              className={css({
                w: 'full',
                h: '10',
                pl: '9',
                pr: '3',
                borderRadius: 'lg',
                borderWidth: '1px',
                borderColor: 'border.strong',
                bg: 'bg.surface',
                fontSize: 'sm',
                outline: 'none',
                _focusVisible: { borderColor: 'accent.ring', boxShadow: '0 0 0 1px var(--colors-accent-ring)' },
                _invalid: { borderColor: 'danger.solid' },
                _placeholder: { color: 'fg.subtle' },
              })}
            />
          </Combobox.Control>
          <Button variant="outline" onClick={onCreate}>
            <UserPlus />{' '}
            <span className={css({ display: { base: 'none', sm: 'inline' } })}>{t('booking.newPatient')}</span>
          </Button>
        </div>
        <Portal>
          <Combobox.Positioner className={css({ zIndex: 'popover' })}>
            <Combobox.Content className={cx(popupList, css({ maxH: '80' }))}>
              {results.isFetching && !items.length ? (
                <div className={css({ p: '3', display: 'flex', justifyContent: 'center' })}>
                  <Spinner />
                </div>
              ) : !items.length ? (
                <p className={css({ p: '3', fontSize: 'sm', color: 'fg.muted' })}>{t('booking.noPatients')}</p>
              ) : (
                items.map((p) => (
                  <Combobox.Item key={p.id} item={p} className={cx(popupItem, css({ gap: '3' }))}>
                    <Avatar name={p.fullName} size={28} />
                    <div className={css({ minW: 0 })}>
                      <Combobox.ItemText className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
                        {p.fullName}
                      </Combobox.ItemText>
                      <p className={css({ fontSize: 'xs', color: 'fg.subtle' })}>
                        {p.documentNumber} · {p.phone}
                      </p>
                    </div>
                  </Combobox.Item>
                ))
              )}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {error ? (
        <p role="alert" className={css({ fontSize: 'xs', color: 'danger.text' })}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
