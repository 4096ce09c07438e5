import type { ReactNode } from 'react'
import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { useTranslation } from 'react-i18next'
import { Check, FolderInput, Tag } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import type { MailFolder, MailLabel } from '@/shared/schemas/mailbox'
import { LABEL_HEX } from '../lib/display'
import { iconFor } from './mail-icons'

const content = css({
  bg: 'bg.surface',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  boxShadow: 'lg',
  py: '1.5',
  minW: '52',
  zIndex: 'dropdown',
  outline: 'none',
})
const itemClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  px: '3',
  h: '9',
  mx: '1.5',
  borderRadius: 'md',
  fontSize: 'sm',
  cursor: 'pointer',
  _highlighted: { bg: 'bg.hover' },
  _disabled: { opacity: 0.5, cursor: 'default' },
})

function MenuShell({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Menu.Root closeOnSelect={false} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title={label}>
          {icon}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={content}>{children}</Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

/** Check a label on or off for the open mail. */
export function LabelsMenu({
  labels,
  value,
  onToggle,
}: {
  labels: MailLabel[]
  value: string[]
  onToggle: (id: string, on: boolean) => void
}) {
  const { t } = useTranslation('mailbox')
  return (
    <MenuShell label={t('actions.labels')} icon={<Tag />}>
      {labels.map((l) => (
        <Menu.CheckboxItem
          key={l.id}
          value={l.id}
          checked={value.includes(l.id)}
          onCheckedChange={(on) => onToggle(l.id, on)}
          className={itemClass}
        >
          <span
            aria-hidden
            className={css({ w: '2.5', h: '2.5', borderRadius: 'full' })}
            style={{ background: LABEL_HEX[l.color] ?? LABEL_HEX.gray }}
          />
          <Menu.ItemText className={css({ flex: 1 })}>{l.title}</Menu.ItemText>
          <Menu.ItemIndicator>
            <Check size={16} />
          </Menu.ItemIndicator>
        </Menu.CheckboxItem>
      ))}
    </MenuShell>
  )
}

/** Move the open mail to another folder. */
export function MoveMenu({
  folders,
  current,
  onMove,
}: {
  folders: MailFolder[]
  current: string
  onMove: (folderId: string) => void
}) {
  const { t } = useTranslation('mailbox')
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(d) => onMove(d.value)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('actions.move')} title={t('actions.move')}>
          <FolderInput />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content className={content}>
            {folders.map((f) => {
              const Icon = iconFor(f.slug)
              return (
                <Menu.Item key={f.id} value={f.id} disabled={f.id === current} className={itemClass}>
                  <Icon size={16} aria-hidden />
                  {t(`folder.${f.slug}`, { defaultValue: f.title })}
                </Menu.Item>
              )
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
