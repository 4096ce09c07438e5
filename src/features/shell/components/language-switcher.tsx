import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { LANGUAGES } from '@/lib/i18n'
import { LanguageCode, useCurrentLanguage } from './language-code'
import { iconButton } from '@/components/layout/toolbar-button'
import { menuContent, menuItem } from '@/components/ui/menu-styles'
import { Icon } from '@/components/layout/icons'
import { Menu } from '@/components/ui/menu'

/** English, Spanish or Turkish; each screen's strings load on demand in the chosen language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell')
  const { current, label } = useCurrentLanguage()
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', gutter: 8 }}>
      <Menu.Trigger className={iconButton} aria-label={label} data-testid="language-trigger">
        <LanguageCode id={current.id} />
      </Menu.Trigger>
      <Menu.Popup positionerClassName={css({ zIndex: 'popover' })} className={menuContent} data-testid="language-menu">
        {LANGUAGES.map((l) => (
          <Menu.Item
            key={l.id}
            value={l.id}
            className={menuItem}
            lang={l.id}
            onChoose={() => void i18n.changeLanguage(l.id)}
          >
            <LanguageCode id={l.id} />
            <span className={css({ flex: 1 })}>{l.title}</span>
            {l.id === current.id ? <Icon name="check" aria-label={t('language.current')} /> : null}
          </Menu.Item>
        ))}
      </Menu.Popup>
    </Menu.Root>
  )
}
