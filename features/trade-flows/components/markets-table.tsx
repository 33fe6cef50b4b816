import { getTranslations } from 'next-intl/server';

import { marketAccessPath } from '@/features/market-access/constants';
import { countValues, formatNumber, formatYear } from '@/lib/i18n/format-number';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import type { ListView } from '@/lib/navigation/list-views';

import type { WhereToSellSort } from '../constants';
import { formatGrowth, formatShare, formatUnitValue, formatUsd } from '../figure-format';
import type { ImportingMarket, WhereToSellAnswer } from '../schemas';
import { whereToSellSortHref } from '../where-to-sell-view-path';

import styles from './where-to-sell.module.css';

type Props = {
  answer: WhereToSellAnswer;
  markets: readonly ImportingMarket[];
  view: ListView;
  caption: string;
  locale: Locale;
};

/**
 * The importing markets as a table (issue 38), the figures the chart and the map draw. The four
 * sortable columns are links to the same page in that order (the address keeps it, the page is
 * cached per order); the sorted one says so with `aria-sort`.
 */
export async function MarketsTable({ answer, markets, view, caption, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'WhereToSell.table' });
  const { code, sort, year, growth_from: from } = answer;
  const growthTitle =
    from !== null && year !== null
      ? t('growth', { from: formatYear(from, locale), year: formatYear(year, locale) })
      : t('growthNone');
  const sortable = (column: WhereToSellSort, title: string) => {
    const sorted = sort === column;
    return (
      <th scope="col" aria-sort={sorted ? 'descending' : undefined} className={styles.number}>
        {sorted ? (
          <span className={styles.sorted}>
            {title} <span aria-hidden="true">▼</span>
          </span>
        ) : (
          <a
            className={`link ${styles.sortLink}`}
            href={localePath(whereToSellSortHref(code.code, view, column), locale)}
            aria-label={t('sortBy', { column: title })}
            data-sort={column}
          >
            {title}
          </a>
        )}
      </th>
    );
  };
  const notAvailable = <span className={styles.muted}>{t('notAvailable')}</span>;
  return (
    <div
      className={styles.tableScroll}
      role="region"
      aria-labelledby="where-to-sell-caption"
      tabIndex={0}
    >
      <table className={styles.table} data-testid="markets-table">
        <caption id="where-to-sell-caption" className={styles.caption}>
          {caption}
          <span className={styles.sortNote}> {t('sortedBy', { column: titleOf(sort) })}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              {t('rank')}
            </th>
            <th scope="col" className={styles.marketName}>
              {t('market')}
            </th>
            {sortable('value', t('value'))}
            <th scope="col" className={styles.number}>
              {t('share')}
            </th>
            {sortable('growth', growthTitle)}
            {sortable('jordan', t('jordan'))}
            <th scope="col" className={styles.number}>
              {t('jordanShare')}
            </th>
            {sortable('unit-value', t('unitValue'))}
            <th scope="col">{t('agreements')}</th>
          </tr>
        </thead>
        <tbody>
          {markets.map((market) => {
            const name = locale === 'ar' ? market.country.name_ar : market.country.name_en;
            return (
              <tr
                key={market.rank}
                data-market={market.country.code ?? ''}
                data-value={market.value_usd}
                data-growth={market.growth ?? ''}
              >
                <td className={styles.number}>{formatNumber(market.rank, locale)}</td>
                <th scope="row" className={styles.marketName}>
                  {name}
                </th>
                <td className={styles.number}>{formatUsd(market.value_usd, locale)}</td>
                <td className={styles.number}>{formatShare(market.world_share, locale)}</td>
                <td className={styles.number}>
                  {market.growth === null ? notAvailable : formatGrowth(market.growth, locale)}
                </td>
                <td className={styles.number}>{formatUsd(market.jordan_value_usd, locale)}</td>
                <td className={styles.number}>{formatShare(market.jordan_share, locale)}</td>
                <td className={styles.number}>
                  {market.unit_value_usd_per_tonne === null
                    ? notAvailable
                    : formatUnitValue(market.unit_value_usd_per_tonne, locale)}
                </td>
                <td>
                  {market.agreements.length === 0 || !market.country.code ? (
                    <span className={styles.muted}>{t('noAgreement')}</span>
                  ) : (
                    <a
                      className={`link ${styles.agreementsLink}`}
                      href={localePath(marketAccessPath(code.code, market.country.code), locale)}
                      title={market.agreements
                        .map((agreement) =>
                          locale === 'ar' ? agreement.title_ara : agreement.title_eng,
                        )
                        .join(' · ')}
                    >
                      {t('agreementCount', countValues(market.agreements.length, locale))}
                      <span className="visually-hidden">
                        {' '}
                        {t('marketAccess', { market: name })}
                      </span>
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );

  function titleOf(column: WhereToSellSort) {
    if (column === 'growth') return growthTitle;
    if (column === 'unit-value') return t('unitValue');
    return t(column);
  }
}
