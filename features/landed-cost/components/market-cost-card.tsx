import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/lib/i18n/routing';

import type { CostLine, MarketCost } from '../answer-schema';
import { formatMoney, formatRate } from '../money-format';

import styles from './landed-cost.module.css';
import { MarketCostFacts } from './market-cost-facts';
import { sourceTextOf } from './source-text';

type Props = { market: MarketCost; name: string; incoterm: string; locale: Locale };

const SIGN: Record<CostLine['op'], string> = { plus: '+', minus: '−', equals: '=', info: '' };

/** One market's arithmetic, line by line, and its totals. */
export async function MarketCostCard({ market, name, incoterm, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'LandedCost' });
  const money = (amount: number | null) =>
    amount === null ? t('result.unknownTotal') : formatMoney(amount, market.currency, locale);
  const detail = (line: CostLine) => {
    const parts: string[] = [];
    if (line.rate !== null && line.base !== null) {
      parts.push(
        t('result.rateOf', { rate: formatRate(line.rate, locale), base: money(line.base) }),
      );
    }
    if (line.specific) {
      const unit = t(`form.units.${line.specific.unit}`);
      parts.push(
        t('result.specificOf', {
          amount: formatRate(line.specific.amount, locale),
          per: formatRate(line.specific.per, locale),
          quantity: formatRate(line.specific.quantity, locale),
          unit,
        }),
      );
    }
    return parts.join(' · ');
  };
  const words = (line: CostLine) => (locale === 'ar' ? line.text_ar || line.text_en : line.text_en);
  return (
    <section
      className={styles.market}
      aria-labelledby={`market-${market.country}`}
      data-testid="market-cost"
    >
      <h3 id={`market-${market.country}`} className={styles.marketTitle}>
        {name}
      </h3>
      <p className={styles.basis}>
        {t('result.basis', { basis: market.customs_basis })} ·{' '}
        {t(`result.dutyBasis.${market.duty_basis}`)}
      </p>
      <table className={styles.lines}>
        <caption className={styles.caption}>
          {t('result.amount', { currency: market.currency })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('result.line')}</th>
            <th scope="col" className={styles.amount}>
              <bdi>{market.currency}</bdi>
            </th>
          </tr>
        </thead>
        <tbody>
          {market.lines.map((line, index) => (
            <tr
              key={`${line.key}-${index}`}
              className={line.op === 'equals' ? styles.sum : undefined}
              data-line={line.key}
            >
              <td>
                <span className={styles.sign} aria-hidden="true">
                  {SIGN[line.op]}
                </span>
                {t(`lines.${line.key}`, { incoterm, basis: market.customs_basis })}
                {detail(line) && <span className={styles.detail}>{detail(line)}</span>}
                {words(line) && <span className={styles.detail}>{words(line)}</span>}
                {line.source && (
                  <span className={styles.detail}>
                    <a href={line.source.url} rel="noopener noreferrer" target="_blank">
                      {sourceTextOf(t, locale, line.source)}
                    </a>
                  </span>
                )}
              </td>
              <td className={styles.amount}>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className={styles.totals}>
        <div>
          <dt>{t('result.totalJod')}</dt>
          <dd data-testid="total-jod">
            {market.total_jod === null ? (
              t('result.unknownTotal')
            ) : (
              <>
                {formatMoney(market.total_jod, 'JOD', locale)} <bdi>JOD</bdi>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('result.totalLocal')}</dt>
          <dd data-testid="total-local">
            {market.total_local.amount === null || !market.total_local.currency ? (
              t('result.unknownTotal')
            ) : (
              <>
                {formatMoney(market.total_local.amount, market.total_local.currency, locale)}{' '}
                <bdi>{market.total_local.currency}</bdi>
              </>
            )}
          </dd>
        </div>
      </dl>
      <MarketCostFacts market={market} locale={locale} />
    </section>
  );
}
