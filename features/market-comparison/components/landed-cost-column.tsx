'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { formatNumber } from '@/lib/i18n/format-number';
import { isLocale } from '@/lib/i18n/routing';

import type { LandedMarket } from '../api/get-landed-cost';

import styles from './comparison.module.css';

type Market = { code: string; name: string };
type Props = { hs: string; markets: readonly Market[] };

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'done'; byCountry: Map<string, LandedMarket> };

/**
 * The landed cost in each compared market for a value the exporter types (issue 58): one call to
 * GET /api/landed-cost for all of them, shown as a column beside the markets in the table's
 * order. A failed call shows "—" in every row and says so.
 */
export function LandedCostColumn({ hs, markets }: Props) {
  const t = useTranslations('MarketComparison.landed');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const amount = Number(value.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x660)));
    if (!Number.isFinite(amount) || amount <= 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setState({ kind: 'loading' });
    try {
      // The call and its schema load on the first calculation, not with the page.
      const { getLandedCost } = await import('../api/get-landed-cost');
      const answer = await getLandedCost(
        hs,
        markets.map((market) => market.code),
        amount,
      );
      setState({ kind: 'done', byCountry: new Map(answer.map((row) => [row.country, row])) });
    } catch {
      setState({ kind: 'failed' });
    }
  }

  const money = (amount: number, currency: string) =>
    formatNumber(amount, locale, { style: 'currency', currency, maximumFractionDigits: 0 });
  const cellOf = (code: string) => {
    if (state.kind !== 'done') return t('none');
    const row = state.byCountry.get(code);
    if (!row || row.total_jod === null) {
      return row && row.unknown.length > 0
        ? t('unknown', { items: row.unknown.join(', ') })
        : t('none');
    }
    const local = row.total_local;
    return (
      <>
        {money(row.total_jod, 'JOD')}
        {local && local.amount !== null && local.currency && local.currency !== 'JOD' && (
          <span className={styles.note}>
            {t('local')}: {money(local.amount, local.currency)}
          </span>
        )}
      </>
    );
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.section} data-testid="landed-cost">
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('title')}
      </h2>
      <p className={styles.text}>{t('intro')}</p>
      <form className={styles.addForm} onSubmit={submit} noValidate>
        <label className={styles.field}>
          {t('value')}
          <input
            className={styles.input}
            inputMode="decimal"
            name="value"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-invalid` : undefined}
          />
        </label>
        <button
          type="submit"
          className={`button button-primary ${styles.button}`}
          disabled={state.kind === 'loading'}
        >
          {t('submit')}
        </button>
      </form>
      {invalid && (
        <p id={`${id}-invalid`} className={styles.error} role="alert">
          {t('invalid')}
        </p>
      )}
      <div role="status" className={styles.text}>
        {state.kind === 'loading' && t('loading')}
        {state.kind === 'failed' && t('failed')}
      </div>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('market')}</th>
              <th scope="col" className={styles.number}>
                {t('total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {markets.map((market) => (
              <tr key={market.code} data-market={market.code}>
                <th scope="row" className={styles.marketName}>
                  {market.name}
                </th>
                <td className={styles.number}>{cellOf(market.code)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
