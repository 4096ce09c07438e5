import { Menu } from '@ark-ui/react/menu'
import { Portal } from '@ark-ui/react/portal'
import { useTranslation } from 'react-i18next'
import { Check } from 'lucide-react'
import { css } from 'styled-system/css'
import { LANGUAGES } from '@/lib/i18n'
import { iconButton } from './toolbar-panel'
import { menuContent, menuItem } from './menu-styles'

const code = css({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minW: '7', h: '5', px: '1', borderRadius: 'md',
  fontSize: '2xs', fontWeight: 'bold', letterSpacing: 'wide', bg: 'bg.subtle', color: 'fg.default', borderWidth: '1px', borderColor: 'border.strong',
})

/** English, Spanish or Turkish; each screen's strings load on demand in the chosen language. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell')
  const current = LANGUAGES.find((l) => l.id === i18n.resolvedLanguage) ?? LANGUAGES[0]
  return (
    <Menu.Root positioning={{ placement: 'bottom-end', gutter: 8 }} onSelect={(d) => void i18n.changeLanguage(d.value)} lazyMount unmountOnExit>
      <Menu.Trigger className={iconButton} aria-label={t('language.label', { language: current.title })} data-testid="language-trigger">
        <span className={code}>{current.id.toUpperCase()}</span>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={css({ zIndex: 'popover' })}>
          <Menu.Content className={menuContent} data-testid="language-menu">
            {LANGUAGES.map((l) => (
              <Menu.Item key={l.id} value={l.id} className={menuItem} lang={l.id}>
                <span className={code}>{l.id.toUpperCase()}</span>
                <span className={css({ flex: 1 })}>{l.title}</span>
                {l.id === current.id ? <Check aria-label={t('language.current')} /> : null}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
