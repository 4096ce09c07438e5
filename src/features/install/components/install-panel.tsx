import { Download, PlusSquare, Share, X, Compass } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Button } from '@/components/ui/button'
import { appName, variant } from '@/lib/variant'
import type { InstallMode } from '../hooks/use-install-prompt'

const panel = css({
  position: 'fixed', zIndex: 'banner', left: { base: '3', sm: '50%' }, right: { base: '3', sm: 'auto' }, bottom: '3',
  transform: { sm: 'translateX(-50%)' }, w: { sm: '[34rem]' }, bg: 'bg.surface', color: 'fg.default', borderRadius: '2xl',
  borderWidth: '1px', borderColor: 'border.default', boxShadow: '2xl', p: '4', animation: 'slideInDown 300ms ease-out',
})

/** The install offer: a bar with 'Instalar app' where the browser can install, Safari steps on iOS. */
export default function InstallPanel({ mode, install, dismiss }: { mode: Exclude<InstallMode, null>; install: () => Promise<void>; dismiss: () => void }) {
  const { t } = useTranslation('install')
  const name = appName()

  if (mode === 'android') {
    return (
      <section role="region" aria-label={t('bar.title', { name })} className={panel}>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
          <img src={variant().logo} alt="" width={44} height={44} className={css({ borderRadius: 'xl', flexShrink: 0 })} />
          <div className={css({ flex: 1, minW: 0 })}>
            <p className={css({ fontWeight: 'bold' })}>{t('bar.title', { name })}</p>
            <p className={css({ fontSize: 'sm', color: 'fg.muted', display: { base: 'none', sm: 'block' } })}>{t('bar.text')}</p>
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
    <section role="dialog" aria-modal="false" aria-labelledby="install-ios-title" className={panel}>
      <div className={css({ display: 'flex', alignItems: 'flex-start', gap: '3' })}>
        <img src={variant().logo} alt="" width={44} height={44} className={css({ borderRadius: 'xl', flexShrink: 0 })} />
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
            <span className={css({ w: '7', h: '7', borderRadius: 'full', display: 'grid', placeItems: 'center', bg: 'accent.subtle', color: 'accent.text', flexShrink: 0 })}>
              <Icon size={15} aria-hidden />
            </span>
            {text}
          </li>
        ))}
      </ol>
      <Button variant="subtle" size="sm" onClick={dismiss} className={css({ mt: '4', w: 'full' })}>
        {t('ios.close')}
      </Button>
    </section>
  )
}
