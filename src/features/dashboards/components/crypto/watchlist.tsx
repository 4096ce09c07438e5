import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Chart } from '@/components/charts/chart'
import type { CryptoDashboard } from '@/shared/schemas/dashboards'
import { useFormat } from '../../hooks/use-format'
import { trendLine } from '../../lib/charts'
import { Panel, TrendBadge } from '../parts'

type Coin = CryptoDashboard['watchlist'][number]

/** The watched coins: price, change and the last 20 minutes as a small line each. */
export function Watchlist({ coins }: { coins: Coin[] }) {
  const { t } = useTranslation('dashboards')
  return (
    <Panel
      title={t('crypto.watchlist')}
      subtitle={t('crypto.watchlistSubtitle', { count: coins[0]?.series[0]?.data.length ?? 0 })}
    >
      <ul
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
        })}
      >
        {coins.map((c) => (
          <WatchItem key={c.iso} coin={c} />
        ))}
      </ul>
    </Panel>
  )
}

function WatchItem({ coin }: { coin: Coin }) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const serie = coin.series[0]
  const data = serie?.data ?? []
  const digits = coin.amount < 1 ? 5 : 2
  const option = useMemo(
    () => trendLine(serie?.data ?? [], coin.trend.dir === 'up', (n) => f.money(n, digits)),
    [serie, coin.trend.dir, f, digits],
  )
  return (
    <li
      className={css({
        borderRadius: 'xl',
        borderWidth: '1px',
        borderColor: 'border.default',
        p: '4',
        display: 'grid',
        gap: '3',
      })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '2' })}>
        <div className={css({ minW: 0 })}>
          <h3 className={css({ fontWeight: 'semibold' })}>{coin.title}</h3>
          <div className={css({ fontSize: 'xs', color: 'fg.subtle', fontWeight: 'medium' })}>{coin.iso}</div>
        </div>
        <TrendBadge dir={coin.trend.dir} label={t(`crypto.trend.${coin.trend.dir}`)}>
          {f.percent(coin.trend.amount, 2)}
        </TrendBadge>
      </div>
      <div className={css({ fontSize: 'xl', fontWeight: 'bold', fontVariantNumeric: 'tabular-nums' })}>
        {f.money(coin.amount, digits)}
      </div>
      <Chart
        option={option}
        height={48}
        label={t('crypto.coinChart', {
          coin: coin.title,
          from: f.money(data[0]?.y ?? 0, digits),
          to: f.money(data.at(-1)?.y ?? 0, digits),
        })}
      />
    </li>
  )
}
