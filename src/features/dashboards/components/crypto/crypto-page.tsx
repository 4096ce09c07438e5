import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Chart } from '@/components/charts/chart'
import type { CryptoDashboard } from '@/shared/schemas/dashboards'
import { useDashboard } from '../../api/dashboards'
import { useFormat } from '../../hooks/use-format'
import { priceLine } from '../../lib/charts'
import { DashboardFrame, DashboardStatus, Panel, TrendBadge } from '../parts'
import { Converter } from './converter'
import { Wallets } from './wallets'
import { Watchlist } from './watchlist'

/** Crypto: the Bitcoin price of the last hours with its market figures, the wallets, a converter and a watchlist. */
export function CryptoPage() {
  const { t } = useTranslation('dashboards')
  const query = useDashboard('crypto')
  return (
    <DashboardFrame title={t('crypto.title')} subtitle={t('crypto.subtitle')}>
      {query.data ? <CryptoContent data={query.data} /> : <DashboardStatus query={query} />}
    </DashboardFrame>
  )
}

function CryptoContent({ data }: { data: CryptoDashboard }) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const btc = data.btc
  const serie = btc.price.series[0]
  const option = useMemo(
    () =>
      priceLine(serie?.data ?? [], {
        value: (n) => f.money(n),
        minute: (m) => t('crypto.minutesShort', { count: -m }),
        name: serie?.name ?? '',
      }),
    [serie, f, t],
  )
  return (
    <div
      className={css({
        display: 'grid',
        gap: { base: '5', md: '6' },
        gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      })}
    >
      <div className={css({ display: 'grid', gap: { base: '5', md: '6' }, minW: 0 })}>
        <Panel
          title={t('crypto.bitcoin')}
          subtitle="BTC / USD"
          actions={
            <TrendBadge dir={btc.trend.dir} label={t(`crypto.trend.${btc.trend.dir}`)}>
              {f.percent(btc.trend.amount, 2)}
            </TrendBadge>
          }
        >
          <div
            className={css({
              fontSize: { base: '3xl', md: '5xl' },
              fontWeight: 'extrabold',
              letterSpacing: 'tight',
              fontVariantNumeric: 'tabular-nums',
              mb: '4',
            })}
          >
            {f.money(btc.amount)}
          </div>
          <Chart option={option} height={320} label={t('crypto.priceChart', { count: serie?.data.length ?? 0 })} />
          <dl
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              gap: '4',
              mt: '6',
              pt: '5',
              borderTopWidth: '1px',
              borderColor: 'border.default',
            })}
          >
            <Figure label={t('crypto.marketCap')} value={f.compactMoney(btc.marketCap)} />
            <Figure label={t('crypto.volume')} value={f.compactMoney(btc.volume)} />
            <Figure label={t('crypto.supply')} value={`${f.number(btc.supply)} BTC`} />
            <Figure label={t('crypto.allTimeHigh')} value={f.money(btc.allTimeHigh, 2)} />
          </dl>
        </Panel>
        <Watchlist coins={data.watchlist} />
      </div>
      <div className={css({ display: 'grid', gap: { base: '5', md: '6' }, minW: 0 })}>
        <Wallets wallets={data.wallets} prices={data.prices} />
        <Converter prices={data.prices} wallets={data.wallets} />
      </div>
    </div>
  )
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className={css({ display: 'flex', flexDir: 'column', gap: '1' })}>
      <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
      <dd className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>{value}</dd>
    </div>
  )
}
