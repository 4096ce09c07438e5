import { Download, PlusSquare, Share, X, Compass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css, cx } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { appName, variant } from '@/lib/variant'
import type { InstallMode } from '../hooks/use-install-prompt'

// A strip at the end of the page, in its flow: floating over the page it covered forms and tables until
// dismissed, and above the app its arrival pushed the whole page down.
const panel = css({
  bg: 'bg.surface',
  color: 'fg.default',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  boxShadow: 'sm',
  px: { base: '3', md: '6' },
  py: '3',
  animation: 'fadeIn 300ms ease-out',
})
const inner = css({ maxW: '[40rem]', mx: 'auto' })

/** The install offer: a bar with 'Instalar app' where the browser can install, Safari steps on iOS. */
export default function InstallPanel({
  mode,
  install,
  dismiss,
}: {
  mode: Exclude<InstallMode, null>
  install: () => Promise<void>
  dismiss: () => void
}) {
  const { t } = useTranslation('install')
  const name = appName()

  if (mode === 'android') {
    return (
      <section role="region" aria-label={t('bar.title', { name })} className={panel} data-testid="install-bar">
        <div className={cx(inner, css({ display: 'flex', alignItems: 'center', gap: '3' }))}>
          <img
            src={variant().logo}
            alt=""
            width={44}
            height={44}
            className={css({ borderRadius: 'xl', flexShrink: 0 })}
          />
          <div className={css({ flex: 1, minW: 0 })}>
            <p className={css({ fontWeight: 'bold' })}>{t('bar.title', { name })}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', display: { base: 'none', sm: 'block' } })}>
              {t('bar.text')}
            </p>
          </div>
          <Button size="sm" onClick={() => void install()}>
            <Download aria-hidden /> {t('bar.install')}
          </Button>
          <Button variant="ghost" size="iconSm" aria-label={t('bar.dismiss')} onClick={dismiss}>
            <X />
          </Button>
        </div>
      </section>
    )
  }

  const steps = [
    [Compass, t('ios.step1')],
    [Share, t('ios.step2')],
    [PlusSquare, t('ios.step3')],
  ] as const
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="install-ios-title"
      className={panel}
      data-testid="install-bar"
    >
      <div className={inner}>
        <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '3' })}>
          <img
            src={variant().logo}
            alt=""
            width={44}
            height={44}
            className={css({ borderRadius: 'xl', flexShrink: 0 })}
          />
          <h2 id="install-ios-title" className={css({ flex: 1, fontWeight: 'bold', alignSelf: 'center' })}>
            {t('ios.title', { name })}
          </h2>
          <Button variant="ghost" size="iconSm" aria-label={t('bar.dismiss')} onClick={dismiss}>
            <X />
          </Button>
        </div>
        <ol className={css({ mt: '3', display: 'flex', flexDir: 'column', gap: '2' })}>
          {steps.map(([Icon, text], i) => (
            <li key={i} className={css({ display: 'flex', alignItems: 'center', gap: '3', fontSize: 'sm' })}>
              <span
                className={css({
                  w: '7',
                  h: '7',
                  borderRadius: 'full',
                  display: 'grid',
                  placeItems: 'center',
                  bg: 'accent.subtle',
                  color: 'accent.text',
                  flexShrink: 0,
                })}
              >
                <Icon size={15} aria-hidden />
              </span>
              {text}
            </li>
          ))}
        </ol>
        <Button variant="subtle" size="sm" onClick={dismiss} className={css({ mt: '4', w: 'full' })}>
          {t('ios.close')}
        </Button>
      </div>
    </section>
  )
}
