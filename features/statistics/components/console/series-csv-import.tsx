'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState, type ChangeEvent } from 'react';

import { writtenNumbers } from '@/lib/i18n/format-number';
import { isolate } from '@/lib/i18n/isolate';
import { isLocale, type Locale } from '@/lib/i18n/routing';

import {
  importChartCsv,
  type CsvLayout,
  type CsvProblem,
  type ImportedChart,
} from '../../series-csv';

import styles from './statistics-console.module.css';

const CSV_MAX_BYTES = 200 * 1024;

/** A problem's numbers in the page's digits; the cell it quotes («{value}») as the file has it. */
function writtenValues(values: CsvProblem['values'], locale: Locale) {
  const written = writtenNumbers(values, locale);
  return typeof written.value === 'string'
    ? { ...written, value: isolate(written.value, locale) }
    : written;
}

type Props = { onImport: (chart: ImportedChart) => void };

/**
 * The chart's numbers from a CSV file (issue 26): the editor says how the file is laid out; what
 * is wrong is listed by line in the page's language, and nothing is replaced until the file reads.
 */
export function SeriesCsvImport({ onImport }: Props) {
  const t = useTranslations('StatisticsAdmin.csv');
  const current = useLocale();
  const locale = isLocale(current) ? current : 'en';
  const id = useId();
  const [layout, setLayout] = useState<CsvLayout>('categoryRows');
  const [problems, setProblems] = useState<CsvProblem[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const read = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    setDone(null);
    if (!file) return;
    if (file.size > CSV_MAX_BYTES) {
      setProblems([{ key: 'tooLarge', values: {} }]);
      return;
    }
    const result = importChartCsv(await file.text(), layout);
    if ('problems' in result) {
      setProblems(result.problems);
      return;
    }
    setProblems([]);
    onImport(result.chart);
    // The file's name and a cell's text as written, isolated from the Arabic around them (issue 36).
    setDone(t('imported', { name: isolate(file.name, locale) }));
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>{t('title')}</legend>
      <p className={styles.checkHint}>{t('hint')}</p>
      <div className={styles.layouts} role="radiogroup" aria-label={t('layout')}>
        {(['categoryRows', 'seriesRows'] as const).map((value) => (
          <label key={value} className={styles.check}>
            <input
              type="radio"
              name={`${id}-layout`}
              checked={layout === value}
              onChange={() => setLayout(value)}
            />
            <span>{t(value)}</span>
          </label>
        ))}
      </div>
      <label htmlFor={`${id}-file`} className={styles.fileLabel}>
        {t('choose')}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => void read(event)}
      />
      {done && (
        <p role="status" className={styles.imported}>
          {done}
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert" className={styles.problems}>
          <p>{t('problems')}</p>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>
                {t(`errors.${problem.key}`, writtenValues(problem.values, locale))}
              </li>
            ))}
          </ul>
        </div>
      )}
    </fieldset>
  );
}
