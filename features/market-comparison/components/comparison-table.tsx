import { getTranslations } from 'next-intl/server';

import { formatGrowth, formatShare, formatUsd } from '@/features/trade-flows/figure-format';
import { formatHsCode } from '@/lib/hs/hs-code';
import { countValues, formatYear } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import { localePath } from '@/lib/i18n/locale-path';
import type { Locale } from '@/lib/i18n/routing';
import type { ListView } from '@/lib/navigation/list-views';

import { comparisonHref } from '../comparison-href';
import { ASCENDING_SORTS, type ComparisonSort } from '../constants';
import type { MarketComparisonAnswer } from '../schemas';

import { AgreementCell, DutyCell, RuleCell, TaxCell, YearFigureCell } from './comparison-cells';
import styles from './comparison.module.css';

type Props = { answer: MarketComparisonAnswer; view: ListView; code: string; locale: Locale };

/**
 * The markets side by side (issue 58), one row each, in the order the address asks. The seven
 * sortable columns are links to the same page in that order (cached per order); the sorted one
 * says so with `aria-sort`.
 */
export async function ComparisonTable({ answer, view, code, locale }: Props) {
  const t = await getTranslations({ locale, namespace: 'MarketComparison.table' });
  const { sort, year, growth_from: from } = answer;
  const titles: Record<ComparisonSort, string> = {
    imports: year === null ? t('importsNone') : t('imports', { year: formatYear(year, locale) }),
    growth:
      from !== null && year !== null
        ? t('growth', { from: formatYear(from, locale), year: formatYear(year, locale) })
        : t('growthNone'),
    'jordan-share': t('jordanShare'),
    gdp: t('gdp'),
    'gdp-per-capita': t('gdpPerCapita'),
    population: t('population'),
    tax: t('tax'),
  };
  const sortable = (column: ComparisonSort) => {
    const sorted = sort === column;
    const direction = ASCENDING_SORTS.has(column) ? 'ascending' : 'descending';
    return (
      <th scope="col" aria-sort={sorted ? direction : undefined} className={styles.number}>
        {sorted ? (
          <span className={styles.sorted}>
            {titles[column]} <span aria-hidden="true">{direction === 'ascending' ? '▲' : '▼'}</span>
          </span>
        ) : (
          <a
            className={`link ${styles.sortLink}`}
            href={localePath(
              comparisonHref(code, view, { sort: column === 'imports' ? null : column }),
              locale,
            )}
            aria-label={t('sortBy', { column: titles[column] })}
            data-sort={column}
          >
            {titles[column]}
          </a>
        )}
      </th>
    );
  };
  const notAvailable = <span className={styles.muted}>{t('notAvailable')}</span>;
  const sortedBy = ASCENDING_SORTS.has(sort) ? 'sortedByAscending' : 'sortedBy';
  return (
    <div
      className={styles.tableScroll}
      role="region"
      aria-labelledby="comparison-caption"
      tabIndex={0}
    >
      <table className={styles.table} data-testid="comparison-table">
        <caption id="comparison-caption" className={styles.caption}>
          {t('caption', {
            ...countValues(answer.markets.length, locale),
            code: isolate(formatHsCode(answer.code.code), locale, { latin: true }),
          })}
          <span className={styles.sortNote}> {t(sortedBy, { column: titles[sort] })}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={styles.marketName}>
              {t('market')}
            </th>
            {sortable('imports')}
            {sortable('growth')}
            {sortable('jordan-share')}
            {sortable('gdp')}
            {sortable('gdp-per-capita')}
            {sortable('population')}
            <th scope="col">{t('access')}</th>
            {sortable('tax')}
          </tr>
        </thead>
        <tbody>
          {answer.markets.map((market) => {
            const name = locale === 'ar' ? market.country.name_ar : market.country.name_en;
            return (
              <tr key={market.country.code} data-market={market.country.code}>
                <th scope="row" className={styles.marketName}>
                  {name}
                </th>
                <td className={styles.number} data-column="imports">
                  {market.imports_usd === null
                    ? notAvailable
                    : formatUsd(market.imports_usd, locale)}
                </td>
                <td className={styles.number}>
                  {market.growth === null ? notAvailable : formatGrowth(market.growth, locale)}
                </td>
                <td className={styles.number}>
                  {market.jordan_share === null
                    ? notAvailable
                    : formatShare(market.jordan_share, locale)}
                  {market.jordan_exports_usd !== null && (
                    <span className={styles.note}>
                      {t('jordanExports', { value: formatUsd(market.jordan_exports_usd, locale) })}
                    </span>
                  )}
                </td>
                <td className={styles.number}>
                  <YearFigureCell value={market.gdp_usd} locale={locale} format="usd" />
                </td>
                <td className={styles.number}>
                  <YearFigureCell value={market.gdp_per_capita_usd} locale={locale} format="usd" />
                </td>
                <td className={styles.number}>
                  <YearFigureCell value={market.population} locale={locale} format="count" />
                </td>
                <td className={styles.wide} data-column="access">
                  <AgreementCell market={market} code={code} locale={locale} />
                  <div className={styles.accessPart} data-part="duty">
                    <span className={styles.partLabel}>{t('duty')}</span>{' '}
                    <DutyCell value={market.duty} locale={locale} />
                  </div>
                  <div className={styles.accessPart} data-part="rule">
                    <span className={styles.partLabel}>{t('rule')}</span>{' '}
                    <RuleCell value={market.rule_of_origin} locale={locale} />
                  </div>
                </td>
                <td className={styles.number}>
                  <TaxCell value={market.tax} locale={locale} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
