import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import type { CoinKey, CryptoDashboard } from '@/shared/schemas/dashboards'
import { useFormat } from '../../hooks/use-format'
import { Panel } from '../parts'

export const COINS: Array<{ key: CoinKey; name: string; iso: string }> = [
  { key: 'btc', name: 'Bitcoin', iso: 'BTC' },
  { key: 'eth', name: 'Ethereum', iso: 'ETH' },
  { key: 'bch', name: 'Bitcoin Cash', iso: 'BCH' },
  { key: 'xrp', name: 'XRP', iso: 'XRP' },
]

/** What each wallet holds and is worth at today's price, and the total. */
export function Wallets({ wallets, prices }: Pick<CryptoDashboard, 'wallets' | 'prices'>) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const total = COINS.reduce((s, c) => s + wallets[c.key] * prices[c.key], 0)
  return (
    <Panel
      title={t('crypto.wallets')}
      subtitle={t('crypto.walletsTotal', { amount: f.money(total) })}
      bodyClassName={css({ px: 0, pb: '2' })}
    >
      <ul>
        {COINS.map((c) => (
          <li
            key={c.key}
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              px: '5',
              py: '3',
              borderTopWidth: '1px',
              borderColor: 'border.default',
              _first: { borderTopWidth: 0 },
            })}
          >
            <span
              aria-hidden
              className={css({
                w: '10',
                h: '10',
                borderRadius: 'full',
                bg: 'accent.subtle',
                color: 'accent.text',
                display: 'grid',
                placeItems: 'center',
                fontSize: 'xs',
                fontWeight: 'bold',
                flexShrink: 0,
              })}
            >
              {c.iso}
            </span>
            <div className={css({ flex: 1, minW: 0 })}>
              <div className={css({ fontWeight: 'medium' })}>{c.name}</div>
              <div className={css({ fontSize: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' })}>
                {f.number(wallets[c.key], 4)} {c.iso}
              </div>
            </div>
            <div className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', textAlign: 'right' })}>
              {f.money(wallets[c.key] * prices[c.key])}
            </div>
          </li>
        ))}
      </ul>
    </Panel>
  )
}
