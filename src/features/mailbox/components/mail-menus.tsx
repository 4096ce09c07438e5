import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Check, FolderInput, Tag } from 'lucide-react'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { Menu, menuPanel, menuRow } from '@/components/ui/menu'
import type { MailFolder, MailLabel } from '@/shared/schemas/mailbox'
import { LABEL_HEX } from '../lib/display'
import { iconFor } from './mail-icons'

function MenuShell({
  label,
  icon,
  closeOnSelect,
  children,
}: {
  label: string
  icon: ReactNode
  closeOnSelect?: boolean
  children: ReactNode
}) {
  return (
    <Menu.Root closeOnSelect={closeOnSelect} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title={label}>
          {icon}
        </Button>
      </Menu.Trigger>
      <Menu.Popup className={menuPanel}>{children}</Menu.Popup>
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
    <MenuShell label={t('actions.labels')} icon={<Tag />} closeOnSelect={false}>
      {labels.map((l) => (
        <Menu.CheckboxItem
          key={l.id}
          value={l.id}
          checked={value.includes(l.id)}
          onCheckedChange={(on) => onToggle(l.id, on)}
          className={menuRow}
        >
          <span
            aria-hidden
            className={css({ w: '2.5', h: '2.5', borderRadius: 'full' })}
            style={{ background: LABEL_HEX[l.color] ?? LABEL_HEX.gray }}
          />
          <Menu.ItemText className={css({ flex: 1 })}>{l.title}</Menu.ItemText>
          <Menu.ItemIndicator>
            <Check />
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
    <MenuShell label={t('actions.move')} icon={<FolderInput />}>
      {folders.map((f) => {
        const Icon = iconFor(f.slug)
        return (
          <Menu.Item
            key={f.id}
            value={f.id}
            disabled={f.id === current}
            className={menuRow}
            onChoose={() => onMove(f.id)}
          >
            <Icon aria-hidden />
            {t(`folder.${f.slug}`, { defaultValue: f.title })}
          </Menu.Item>
        )
      })}
    </MenuShell>
  )
}
