import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { FieldGroup } from '@/components/form/field-group'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { BOARD_ICONS } from '@/shared/constants/scrumboard'
import { boardInputSchema } from '@/shared/schemas/scrumboard'
import { useMembers, type BoardInput } from '../api/scrumboard'
import { boardIcon } from '../lib/display'

interface Props {
  title: string
  initial: BoardInput
  saving: boolean
  onSave: (board: Required<BoardInput>) => void
  onClose: () => void
}

/** Create a board, or change one: title, description, icon and members. */
export function BoardFormDialog({ title, initial, saving, onSave, onClose }: Props) {
  const { t } = useTranslation('scrumboard')
  const formId = useId()
  const members = useMembers()
  const [values, setValues] = useState<Required<BoardInput>>({
    description: '',
    icon: 'layout-dashboard',
    members: [],
    ...initial,
  })
  const [error, setError] = useState<string>()
  const submit = () => {
    const parsed = boardInputSchema.safeParse(values)
    if (!parsed.success) return setError(t('board.titleRequired'))
    onSave(parsed.data)
  }
  const toggleMember = (id: string) =>
    setValues((v) => ({
      ...v,
      members: v.members.includes(id) ? v.members.filter((m) => m !== id) : [...v.members, id],
    }))
  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={title}
      size="md"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {t('save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => (e.preventDefault(), submit())}
        className={css({ display: 'flex', flexDir: 'column', gap: '4' })}
      >
        <Field label={t('board.title')} error={error}>
          {(ids) => (
            <Input
              {...ids}
              autoFocus
              value={values.title}
              onChange={(e) => (setValues({ ...values, title: e.target.value }), setError(undefined))}
            />
          )}
        </Field>
        <Field label={t('board.description')}>
          {(ids) => (
            <Textarea
              {...ids}
              rows={2}
              value={values.description}
              onChange={(e) => setValues({ ...values, description: e.target.value })}
              size="rows"
            />
          )}
        </Field>
        <FieldGroup legend={t('board.icon')}>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
            {BOARD_ICONS.map((name) => {
              const Icon = boardIcon(name)
              const on = values.icon === name
              return (
                <label
                  key={name}
                  className={cx(
                    css({
                      display: 'inline-flex',
                      alignItems: 'center',
                      justifyContent: 'center',
                      w: '11',
                      h: '11',
                      borderRadius: 'lg',
                      borderWidth: '1px',
                      borderColor: 'border.strong',
                      cursor: 'pointer',
                      _hover: { bg: 'bg.hover' },
                      '&:has(:focus-visible)': { outline: '2px solid', outlineColor: 'accent.ring' },
                    }),
                    on && css({ bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent.ring' }),
                  )}
                >
                  <input
                    type="radio"
                    name={`${formId}-icon`}
                    value={name}
                    checked={on}
                    onChange={() => setValues({ ...values, icon: name })}
                    aria-label={t(`icons.${name}`)}
                    className={css({ srOnly: true })}
                  />
                  <Icon size={20} aria-hidden />
                </label>
              )
            })}
          </div>
        </FieldGroup>
        <FieldGroup legend={t('board.members')}>
          <ul
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
              gap: '1',
              listStyle: 'none',
              p: 0,
              m: 0,
              maxH: '56',
              overflowY: 'auto',
            })}
          >
            {(members.data ?? []).map((m) => (
              <li key={m.id}>
                <label
                  className={css({
                    display: 'flex',
                    alignItems: 'center',
                    gap: '2',
                    px: '2',
                    py: '1.5',
                    borderRadius: 'md',
                    cursor: 'pointer',
                    fontSize: 'sm',
                    _hover: { bg: 'bg.hover' },
                  })}
                >
                  <input
                    type="checkbox"
                    checked={values.members.includes(m.id)}
                    onChange={() => toggleMember(m.id)}
                    className={css({ w: '4', h: '4', accentColor: 'var(--colors-accent-solid)' })}
                  />
                  <Avatar name={m.name} src={m.avatar} size={24} />
                  {m.name}
                </label>
              </li>
            ))}
          </ul>
        </FieldGroup>
      </form>
    </Dialog>
  )
}
