'use client';

import { useLocale, useTranslations } from 'next-intl';

import { formatNumber } from '@/lib/i18n/format-number';
import { isLocale } from '@/lib/i18n/routing';

import { localizedDigits } from '../../localized-digits';
import type { Chart } from '../../schemas';

import styles from './statistic-dialog.module.css';

type Props = { chart: Chart; title: string };

/** The chart's numbers as a table (a row a category, a column a series), in the page's digits. */
export function StatisticTable({ chart, title }: Props) {
  const t = useTranslations('Statistics.dialog');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const format = (value: number | undefined) =>
    value === undefined ? '' : formatNumber(value, locale, { maximumFractionDigits: 2 });
  return (
    <div
      className={styles.tableFrame}
      role="region"
      aria-label={t('tableRegion')}
      tabIndex={0}
      data-testid="statistic-table"
    >
      <table className={styles.table}>
        <caption>
          {t('tableCaption', { title })}
          {chart.unit && <span className={styles.unit}> ({chart.unit})</span>}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('category')}</th>
            {chart.data.series.map((series, index) => (
              <th scope="col" key={index}>
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.data.categories.map((category, row) => (
            <tr key={row}>
              <th scope="row">{localizedDigits(category, locale)}</th>
              {chart.data.series.map((series, column) => (
                <td key={column}>{format(series.data[row])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
