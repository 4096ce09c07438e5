import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from 'styled-system/css'
import { Input, Select } from '@/components/ui/input'
import type { CoinKey, CryptoDashboard } from '@/shared/schemas/dashboards'
import { useFormat } from '../../hooks/use-format'
import { Panel } from '../parts'
import { COINS } from './wallets'

/** Works out what an amount of a coin is worth at today's price, and how much of the wallet it is. */
export function Converter({ prices, wallets }: Pick<CryptoDashboard, 'wallets' | 'prices'>) {
  const { t } = useTranslation('dashboards')
  const f = useFormat()
  const id = useId()
  const [coin, setCoin] = useState<CoinKey>('btc')
  const [amount, setAmount] = useState('1')
  const value = Number(amount.replace(',', '.'))
  const valid = amount.trim() !== '' && Number.isFinite(value) && value >= 0
  const iso = COINS.find((c) => c.key === coin)!.iso
  return (
    <Panel title={t('crypto.converter')} subtitle={t('crypto.converterSubtitle')}>
      <div className={css({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 8rem', gap: '3' })}>
        <div>
          <label
            htmlFor={`${id}-amount`}
            className={css({ fontSize: 'sm', fontWeight: 'medium', display: 'block', mb: '1' })}
          >
            {t('crypto.amount')}
          </label>
          <Input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={!valid}
            aria-describedby={`${id}-result`}
          />
        </div>
        <div>
          <label
            htmlFor={`${id}-coin`}
            className={css({ fontSize: 'sm', fontWeight: 'medium', display: 'block', mb: '1' })}
          >
            {t('crypto.coin')}
          </label>
          <Select id={`${id}-coin`} value={coin} onChange={(e) => setCoin(e.target.value as CoinKey)}>
            {COINS.map((c) => (
              <option key={c.key} value={c.key}>
                {c.iso}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div
        id={`${id}-result`}
        aria-live="polite"
        className={css({ mt: '5', borderRadius: 'xl', bg: 'bg.muted', p: '4' })}
      >
        {valid ? (
          <>
            <div className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {t('crypto.worth', { amount: f.number(value, value % 1 ? 4 : 0), iso })}
            </div>
            <div
              className={css({
                fontSize: '2xl',
                fontWeight: 'bold',
                fontVariantNumeric: 'tabular-nums',
                color: 'accent.text',
              })}
            >
              {f.money(value * prices[coin])}
            </div>
            <div className={css({ fontSize: 'xs', color: 'fg.subtle', mt: '1' })}>
              {t('crypto.ofWallet', {
                share: f.percent(wallets[coin] > 0 ? (value / wallets[coin]) * 100 : 0, 1),
                price: f.money(prices[coin], prices[coin] < 1 ? 5 : 2),
              })}
            </div>
          </>
        ) : (
          <div className={css({ color: 'danger.text', fontSize: 'sm', fontWeight: 'medium' })}>
            {t('crypto.invalidAmount')}
          </div>
        )}
      </div>
    </Panel>
  )
}
