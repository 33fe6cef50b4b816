'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useController, useWatch, type Control, type FieldError } from 'react-hook-form';

import { useErrorText } from '@/components/forms/use-field-error';

import type { ChartInput, StatisticInput } from '../../staff-schemas';

import { SeriesCsvImport } from './series-csv-import';
import { SeriesGrid } from './series-grid';
import { EMPTY_CHART } from './statistic-form-values';
import styles from './statistics-console.module.css';

/** Every message under a nested error (chart.series.0.data…), once each. */
function messagesOf(error: unknown, found = new Set<string>()): Set<string> {
  if (!error || typeof error !== 'object') return found;
  const message = (error as FieldError).message;
  if (typeof message === 'string' && message) found.add(message);
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'ref' && key !== 'message' && key !== 'type') messagesOf(value, found);
  }
  return found;
}

/**
 * The chart of a statistic (issue 26): how it reads (bars or a line), its unit in both
 * languages, and its numbers entered in the grid or imported from CSV. A study may have none.
 */
export function ChartFields({ control }: { control: Control<StatisticInput> }) {
  const t = useTranslations('StatisticsAdmin.chart');
  const errorText = useErrorText();
  const type = useWatch({ control, name: 'type' });
  const { field, fieldState } = useController({ control, name: 'chart' });
  // A new grid (its typed text kept apart) whenever the numbers come from outside (an import).
  const [revision, setRevision] = useState(0);
  const chart = field.value;
  const errors = [...messagesOf(fieldState.error)].map((message) => errorText(message));
  const set = (next: ChartInput | null) => field.onChange(next);
  const update = <K extends keyof ChartInput>(name: K, value: ChartInput[K]) =>
    chart && set({ ...chart, [name]: value });
  return (
    <fieldset className={`${styles.group} ${styles.wide}`} data-testid="chart-fields">
      <legend className={styles.groupTitle}>{t('title')}</legend>
      {type === 'studies' && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={chart !== null}
            onChange={(event) => set(event.target.checked ? EMPTY_CHART : null)}
          />
          <span>{t('studyHasFigures')}</span>
        </label>
      )}
      {chart && (
        <>
          <div className={styles.chartSettings}>
            <label className={styles.inline}>
              <span>{t('kind')}</span>
              <select
                value={chart.kind}
                onChange={(event) => update('kind', event.target.value as ChartInput['kind'])}
              >
                <option value="bar">{t('bar')}</option>
                <option value="line">{t('line')}</option>
              </select>
            </label>
            <label className={styles.inline}>
              <span>{t('unit_eng')}</span>
              <input
                value={chart.unit_eng}
                onChange={(event) => update('unit_eng', event.target.value)}
                dir="ltr"
                maxLength={60}
              />
            </label>
            <label className={styles.inline}>
              <span>{t('unit_ara')}</span>
              <input
                value={chart.unit_ara}
                onChange={(event) => update('unit_ara', event.target.value)}
                dir="rtl"
                maxLength={60}
              />
            </label>
          </div>
          <SeriesGrid key={revision} chart={chart} onChange={set} />
          <SeriesCsvImport
            onImport={(imported) => {
              set({ ...chart, ...imported });
              setRevision((value) => value + 1);
            }}
          />
        </>
      )}
      {errors.length > 0 && (
        <ul className={styles.chartErrors} role="alert">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
