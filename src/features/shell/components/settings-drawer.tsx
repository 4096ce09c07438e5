import { useState } from 'react'
import { Dialog } from '@ark-ui/react/dialog'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { LAYOUTS, themePrefs, useThemePrefs } from '@/lib/theme'
import { THEMES } from '@/theme/palettes'
import { LayoutPreview } from './layout-preview'
import { choice, SchemeChoices } from './scheme-choices'
import { iconButton } from '@/components/layout/toolbar-button'
import { Icon } from '@/components/layout/icons'
import { DialogPortal } from '@/components/ui/open-portal'

const section = css({
  display: 'flex',
  flexDir: 'column',
  gap: '3',
  py: '5',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _last: { borderBottomWidth: 0 },
})
const heading = css({
  textStyle: 'overline',
  color: 'fg.subtle',
})
/** The toolbar's cog and the drawer behind it: colour theme, scheme, layout and navigation side. */
export function SettingsDrawer() {
  const { t } = useTranslation('shell')
  const [open, setOpen] = useState(false)
  const prefs = useThemePrefs()
  return (
    <Dialog.Root open={open} onOpenChange={(d) => setOpen(d.open)}>
      <Dialog.Trigger aria-label={t('settings.open')} data-testid="settings-trigger" className={iconButton}>
        <Icon name="settings" />
      </Dialog.Trigger>
      <DialogPortal>
        <Dialog.Backdrop
          className={css({
            position: 'fixed',
            inset: 0,
            bg: 'bg.overlay',
            zIndex: 'overlay',
            _open: { animation: 'fadeIn 300ms' },
          })}
        />
        <Dialog.Positioner
          className={css({ position: 'fixed', inset: 0, zIndex: 'modal', display: 'flex', justifyContent: 'flex-end' })}
        >
          <Dialog.Content
            data-testid="settings-drawer"
            className={css({
              w: 'min(24rem, 100vw)',
              h: '100dvh',
              bg: 'bg.surface',
              color: 'fg.default',
              boxShadow: '2xl',
              display: 'flex',
              flexDir: 'column',
              outline: 'none',
              _open: { animation: 'slideInRight 300ms' },
            })}
          >
            <div
              className={css({
                display: 'flex',
                alignItems: 'center',
                gap: '3',
                h: '16',
                px: '6',
                flexShrink: 0,
                bg: 'accent.solid',
                color: 'accent.onSolid',
              })}
            >
              <Icon name="settings" aria-hidden className={css({ w: '5', h: '5' })} />
              <Dialog.Title className={css({ flex: 1, fontSize: 'lg', fontWeight: 'semibold' })}>
                {t('settings.title')}
              </Dialog.Title>
              <Dialog.CloseTrigger
                className={cx(
                  iconButton,
                  css({ color: 'accent.onSolid', _hover: { bg: 'rgba(255,255,255,0.16)', color: 'accent.onSolid' } }),
                )}
                aria-label={t('settings.close')}
              >
                <Icon name="x" />
              </Dialog.CloseTrigger>
            </div>
            <div className={css({ flex: 1, overflowY: 'auto', px: '6' })}>
              <section className={section} aria-labelledby="settings-theme">
                <h3 id="settings-theme" className={heading}>
                  {t('settings.theme')}
                </h3>
                <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '2' })}>
                  {THEMES.map((theme) => (
                    <button
                      key={theme.id}
                      type="button"
                      className={cx(choice, css({ justifyContent: 'flex-start' }))}
                      aria-pressed={prefs.palette === theme.id}
                      data-testid={`theme-${theme.id}`}
                      onClick={() => themePrefs.setPalette(theme.id)}
                    >
                      <span
                        aria-hidden
                        className={css({ w: '4', h: '4', borderRadius: 'full', flexShrink: 0 })}
                        style={{ background: `var(--colors-${theme.color}-500)` }}
                      />
                      {t(`settings.themes.${theme.id}`)}
                    </button>
                  ))}
                </div>
              </section>
              <section className={section} aria-labelledby="settings-scheme">
                <h3 id="settings-scheme" className={heading}>
                  {t('settings.scheme')}
                </h3>
                <SchemeChoices labelledBy="settings-scheme" testIds />
              </section>
              <section className={section} aria-labelledby="settings-layout">
                <h3 id="settings-layout" className={heading}>
                  {t('settings.layout')}
                </h3>
                <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3' })}>
                  {LAYOUTS.map((layout) => (
                    <button
                      key={layout}
                      type="button"
                      aria-pressed={prefs.layout === layout}
                      data-testid={`layout-${layout}`}
                      onClick={() => themePrefs.setLayout(layout)}
                      className={css({
                        display: 'flex',
                        flexDir: 'column',
                        gap: '1.5',
                        p: '1.5',
                        borderRadius: 'lg',
                        borderWidth: '2px',
                        borderColor: 'transparent',
                        cursor: 'pointer',
                        fontSize: 'xs',
                        fontWeight: 'medium',
                        color: 'fg.muted',
                        _hover: { bg: 'bg.hover' },
                        '&[aria-pressed=true]': { borderColor: 'accent.solid', color: 'accent.text' },
                      })}
                    >
                      <LayoutPreview layout={layout} />
                      <span
                        className={css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '1' })}
                      >
                        {prefs.layout === layout ? (
                          <Icon name="check" aria-hidden className={css({ w: '3', h: '3' })} />
                        ) : null}
                        {t(`layouts.${layout}`)}
                      </span>
                    </button>
                  ))}
                </div>
              </section>
              <section className={section} aria-labelledby="settings-position">
                <h3 id="settings-position" className={heading}>
                  {t('settings.navPosition')}
                </h3>
                <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2' })}>
                  <button
                    type="button"
                    className={choice}
                    aria-pressed={prefs.navPosition === 'left'}
                    onClick={() => themePrefs.setNavPosition('left')}
                  >
                    <Icon name="panel-left" />
                    {t('settings.left')}
                  </button>
                  <button
                    type="button"
                    className={choice}
                    aria-pressed={prefs.navPosition === 'right'}
                    data-testid="nav-position-right"
                    onClick={() => themePrefs.setNavPosition('right')}
                  >
                    <Icon name="panel-right" />
                    {t('settings.right')}
                  </button>
                </div>
              </section>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </DialogPortal>
    </Dialog.Root>
  )
}
