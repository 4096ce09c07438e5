import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { LANGUAGES } from '@/lib/i18n'
import { LanguageCode, useCurrentLanguage } from './language-code'
import { iconButton } from '@/components/layout/toolbar-button'
import { menuContent, menuItem } from './menu-styles'
import { Icon } from '@/components/layout/icons'

/** English, Spanish or Turkish; each screen's strings load on demand in the chosen language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell')
  const { current, label } = useCurrentLanguage()
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end', gutter: 8 }}
      onSelect={(d) => void i18n.changeLanguage(d.value)}
      lazyMount
      unmountOnExit
    >
      <Menu.Trigger className={iconButton} aria-label={label} data-testid="language-trigger">
        <LanguageCode id={current.id} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={css({ zIndex: 'popover' })}>
          <Menu.Content className={menuContent} data-testid="language-menu">
            {LANGUAGES.map((l) => (
              <Menu.Item
                key={l.id}
                value={l.id}
                className={menuItem}
                lang={l.id}
                // The menu selects only its highlighted item and dropped a click that came before the
                // pointer's move had highlighted it; the item takes its own click (changing twice is a no-op).
                onClick={() => void i18n.changeLanguage(l.id)}
              >
                <LanguageCode id={l.id} />
                <span className={css({ flex: 1 })}>{l.title}</span>
                {l.id === current.id ? <Icon name="check" aria-label={t('language.current')} /> : null}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
