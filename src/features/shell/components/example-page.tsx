import { Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { pageColumn } from 'styled-system/patterns'
import { css, cx } from 'styled-system/css'
import { card } from 'styled-system/recipes'
import { Button } from '@/components/ui/button'
import { useLayout } from '@/components/layout/app-frame'
import { navigationMachine } from '@/components/layout/navigation/navigation.machine'
import { panelSurface, toneClass } from '@/components/layout/navigation/styles'
import type { NavItem } from '@/components/layout/navigation/types'
import { VerticalItems } from '@/components/layout/navigation/vertical-items'
import { inspect } from '@/lib/machines/inspect'
import { LAYOUTS, themePrefs, useThemePrefs } from '@/lib/theme'
import { LayoutPreview } from './layout-preview'
import { Icon } from '@/components/layout/icons'

/** A sample of every navigation item type, live, so the model on this page can be tried out. */
const SAMPLE: NavItem[] = [
  {
    id: 'sample.group',
    type: 'group',
    title: 'Group',
    subtitle: 'Items under a heading',
    children: [
      {
        id: 'sample.basic',
        type: 'basic',
        title: 'Basic',
        icon: 'layout-template',
        link: '/example',
        exactMatch: true,
      },
      {
        id: 'sample.subtitle',
        type: 'basic',
        title: 'With subtitle',
        subtitle: 'And a badge',
        icon: 'star',
        link: '/settings',
        badge: { title: '3', tone: 'accent' },
      },
      {
        id: 'sample.tooltip',
        type: 'basic',
        title: 'With tooltip',
        icon: 'info',
        link: '/apps/notes',
        tooltip: 'A hint on hover and focus',
      },
      { id: 'sample.disabled', type: 'basic', title: 'Disabled', icon: 'shield', link: '/apps/tasks', disabled: true },
      { id: 'sample.hidden', type: 'basic', title: 'Hidden', icon: 'shield', link: '/apps/tasks', hidden: () => true },
    ],
  },
  { id: 'sample.divider', type: 'divider' },
  {
    id: 'sample.one',
    type: 'collapsable',
    title: 'Collapsable A',
    icon: 'folder',
    children: [
      { id: 'sample.one.a', type: 'basic', title: 'Chat', icon: 'message-circle', link: '/apps/chat' },
      { id: 'sample.one.b', type: 'basic', title: 'Contacts', icon: 'contact', link: '/apps/contacts' },
    ],
  },
  {
    id: 'sample.two',
    type: 'collapsable',
    title: 'Collapsable B',
    icon: 'folder',
    children: [{ id: 'sample.two.a', type: 'basic', title: 'Mailbox', icon: 'mail', link: '/apps/mailbox' }],
  },
  {
    id: 'sample.external',
    type: 'basic',
    title: 'External link',
    subtitle: 'Opens a new tab',
    icon: 'globe',
    link: 'https://tanstack.com/router',
    externalLink: true,
    target: '_blank',
  },
]

const panel = card({ padding: 'none', clip: false })

/** /example: what the layouts are, a preview link for each and the choice of one, and the navigation model. */
export function ExamplePage() {
  const { t } = useTranslation('shell')
  const { layout: current } = useLayout()
  const { layout: chosen } = useThemePrefs()
  const [sample, send] = useMachine(navigationMachine, {
    input: { mode: 'side', items: SAMPLE, path: '/example' },
    inspect,
  })
  const state = { path: sample.context.path, expanded: sample.context.expanded, aside: sample.context.aside, send }
  return (
    <div
      className={pageColumn({
        maxW: '6xl',
        display: 'flex',
        flexDir: 'column',
        gap: '8',
      })}
    >
      <header className={css({ display: 'flex', flexDir: 'column', gap: '2' })}>
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'accent.text' })}>{t('example.eyebrow')}</p>
        <h1 className={css({ fontSize: { base: '2xl', md: '4xl' }, fontWeight: 'extrabold', letterSpacing: 'tight' })}>
          {t('example.title')}
        </h1>
        <p className={css({ color: 'fg.muted', maxW: '3xl' })}>{t('example.intro')}</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="current-layout">
          {t('example.current', { layout: t(`layouts.${current}`) })}
        </p>
      </header>
      <ul
        className={css({
          display: 'grid',
          gridTemplateColumns: {
            base: 'repeat(1, minmax(0, 1fr))',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
          gap: '5',
        })}
      >
        {LAYOUTS.map((layout) => (
          <li
            key={layout}
            className={cx(panel, css({ p: '4', display: 'flex', flexDir: 'column', gap: '3' }))}
            data-testid={`example-${layout}`}
          >
            <LayoutPreview layout={layout} />
            <div className={css({ flex: 1 })}>
              <h2 className={css({ fontWeight: 'bold', display: 'flex', alignItems: 'center', gap: '2' })}>
                {t(`layouts.${layout}`)}
                {layout === current ? (
                  <span
                    className={css({
                      fontSize: 'xs',
                      fontWeight: 'semibold',
                      color: 'accent.text',
                      bg: 'accent.subtle',
                      px: '2',
                      borderRadius: 'full',
                    })}
                  >
                    {t('example.showing')}
                  </span>
                ) : null}
              </h2>
              <p className={css({ fontSize: 'sm', color: 'fg.muted', mt: '1' })}>{t(`example.layouts.${layout}`)}</p>
            </div>
            <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
              <Link
                to="/example"
                search={{ layout }}
                className={cx(
                  css({
                    display: 'inline-flex',
                    alignItems: 'center',
                    gap: '1.5',
                    h: '8',
                    px: '3',
                    borderRadius: 'lg',
                    fontSize: 'sm',
                    fontWeight: 'semibold',
                    borderWidth: '1px',
                    borderColor: 'border.strong',
                    _hover: { bg: 'bg.hover' },
                    '& svg': { w: '4', h: '4' },
                  }),
                )}
                data-testid={`preview-${layout}`}
              >
                <Icon name="eye" />
                {t('example.preview')}
              </Link>
              <Button
                size="sm"
                variant={chosen === layout ? 'subtle' : 'solid'}
                onClick={() => themePrefs.setLayout(layout)}
                disabled={chosen === layout}
                data-testid={`use-${layout}`}
              >
                {chosen === layout ? <Icon name="check" /> : null}
                {chosen === layout ? t('example.inUse') : t('example.use')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <section
        className={cx(
          panel,
          css({
            p: { base: '5', md: '8' },
            display: 'grid',
            gridTemplateColumns: { base: 'repeat(1, minmax(0, 1fr))', md: 'repeat(2, minmax(0, 1fr))' },
            gap: '8',
          }),
        )}
        aria-labelledby="nav-model"
      >
        <div className={css({ display: 'flex', flexDir: 'column', gap: '3' })}>
          <h2 id="nav-model" className={css({ fontSize: 'xl', fontWeight: 'bold' })}>
            {t('example.navTitle')}
          </h2>
          <p className={css({ color: 'fg.muted' })}>{t('example.navIntro')}</p>
          <ul
            className={css({
              listStyle: 'disc',
              pl: '5',
              color: 'fg.muted',
              fontSize: 'sm',
              display: 'flex',
              flexDir: 'column',
              gap: '1.5',
            })}
          >
            {(['types', 'flags', 'modes', 'collapse'] as const).map((k) => (
              <li key={k}>{t(`example.nav.${k}`)}</li>
            ))}
          </ul>
        </div>
        <div
          className={cx(
            toneClass.dark,
            panelSurface,
            'dark',
            css({ borderRadius: 'xl', p: '3', display: 'flex', flexDir: 'column', gap: '0.5' }),
          )}
          data-testid="nav-sample"
        >
          <VerticalItems items={SAMPLE} state={state} />
        </div>
      </section>
    </div>
  )
}
