'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { ActionButton } from '@/components/console/action-button';
import { useNumberFormat } from '@/lib/i18n/use-number-format';

import { CHART_CATEGORIES_MAX, CHART_SERIES_MAX } from '../../constants';
import { readNumber } from '../../series-csv';
import type { ChartInput } from '../../staff-schemas';

import styles from './statistics-console.module.css';

type Props = { chart: ChartInput; onChange: (chart: ChartInput) => void };

const textOf = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '' : String(value);

/**
 * The chart's numbers as a small grid (issue 26 "series entered"): a row a category (its name in
 * both languages), a column a series (its name in both languages). A number is kept as typed
 * until it reads as one (Arabic digits too); one that does not is refused by the form's check.
 */
export function SeriesGrid({ chart, onChange }: Props) {
  const t = useTranslations('StatisticsAdmin.chart');
  const written = useNumberFormat();
  const [cells, setCells] = useState(() =>
    chart.categories.map((_, row) => chart.series.map((series) => textOf(series.data[row]))),
  );
  const arabic = (row: number) => chart.categories_ara[row] ?? '';
  const setCategory = (row: number, english: string, ara: string) => {
    const categories_ara = chart.categories.map((_, index) =>
      index === row ? ara : arabic(index),
    );
    onChange({
      ...chart,
      categories: chart.categories.map((name, index) => (index === row ? english : name)),
      categories_ara: categories_ara.some(Boolean) ? categories_ara : [],
    });
  };
  const setSeries = (column: number, changes: Partial<ChartInput['series'][number]>) =>
    onChange({
      ...chart,
      series: chart.series.map((series, index) =>
        index === column ? { ...series, ...changes } : series,
      ),
    });
  const setCell = (row: number, column: number, text: string) => {
    setCells((current) =>
      current.map((line, r) =>
        r === row ? line.map((cell, c) => (c === column ? text : cell)) : line,
      ),
    );
    const series = chart.series[column]!;
    const data = chart.categories.map((_, index) =>
      index === row ? (readNumber(text) ?? Number.NaN) : (series.data[index] ?? Number.NaN),
    );
    setSeries(column, { data });
  };
  const addCategory = () => {
    setCells((current) => [...current, chart.series.map(() => '')]);
    onChange({
      ...chart,
      categories: [...chart.categories, ''],
      categories_ara: chart.categories_ara.length > 0 ? [...chart.categories_ara, ''] : [],
      series: chart.series.map((series) => ({ ...series, data: [...series.data, Number.NaN] })),
    });
  };
  const removeCategory = (row: number) => {
    setCells((current) => current.filter((_, index) => index !== row));
    onChange({
      ...chart,
      categories: chart.categories.filter((_, index) => index !== row),
      categories_ara: chart.categories_ara.filter((_, index) => index !== row),
      series: chart.series.map((series) => ({
        ...series,
        data: series.data.filter((_, index) => index !== row),
      })),
    });
  };
  const addSeries = () => {
    setCells((current) => current.map((line) => [...line, '']));
    onChange({
      ...chart,
      series: [
        ...chart.series,
        { name: '', name_ara: '', data: chart.categories.map(() => Number.NaN) },
      ],
    });
  };
  const removeSeries = (column: number) => {
    setCells((current) => current.map((line) => line.filter((_, index) => index !== column)));
    onChange({ ...chart, series: chart.series.filter((_, index) => index !== column) });
  };
  return (
    <div className={styles.gridFrame} role="region" aria-label={t('grid')} tabIndex={0}>
      <table className={styles.grid}>
        <caption className="visually-hidden">{t('grid')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('category')}</th>
            {chart.series.map((series, column) => (
              <th scope="col" key={column}>
                <input
                  aria-label={t('seriesName', { number: written(column + 1) })}
                  value={series.name}
                  onChange={(event) => setSeries(column, { name: event.target.value })}
                  dir="ltr"
                  maxLength={80}
                />
                <input
                  aria-label={t('seriesNameAra', { number: written(column + 1) })}
                  value={series.name_ara}
                  onChange={(event) => setSeries(column, { name_ara: event.target.value })}
                  dir="rtl"
                  maxLength={80}
                />
                {chart.series.length > 1 && (
                  <ActionButton danger onClick={() => removeSeries(column)}>
                    {t('removeSeries', { number: written(column + 1) })}
                  </ActionButton>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {chart.categories.map((category, row) => (
            <tr key={row}>
              <th scope="row">
                <input
                  aria-label={t('categoryName', { number: written(row + 1) })}
                  value={category}
                  onChange={(event) => setCategory(row, event.target.value, arabic(row))}
                  dir="ltr"
                  maxLength={80}
                />
                <input
                  aria-label={t('categoryNameAra', { number: written(row + 1) })}
                  value={arabic(row)}
                  onChange={(event) => setCategory(row, category, event.target.value)}
                  dir="rtl"
                  maxLength={80}
                />
                {chart.categories.length > 1 && (
                  <ActionButton danger onClick={() => removeCategory(row)}>
                    {t('removeCategory', { number: written(row + 1) })}
                  </ActionButton>
                )}
              </th>
              {chart.series.map((series, column) => (
                <td key={column}>
                  <input
                    aria-label={t('value', {
                      category: category || written(row + 1),
                      series: series.name || written(column + 1),
                    })}
                    value={cells[row]?.[column] ?? ''}
                    onChange={(event) => setCell(row, column, event.target.value)}
                    inputMode="decimal"
                    dir="ltr"
                    aria-invalid={Number.isNaN(series.data[row] ?? Number.NaN) || undefined}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.gridActions}>
        {chart.categories.length < CHART_CATEGORIES_MAX && (
          <ActionButton onClick={addCategory}>{t('addCategory')}</ActionButton>
        )}
        {chart.series.length < CHART_SERIES_MAX && (
          <ActionButton onClick={addSeries}>{t('addSeries')}</ActionButton>
        )}
      </div>
    </div>
  );
}
