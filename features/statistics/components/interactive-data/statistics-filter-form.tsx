'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent } from 'react';

import type { StatisticsFilters } from '../../api/statistics-calls';
import { STATISTICS_SEARCH_MAX } from '../../constants';
import type { FilterEntry } from '../../schemas';
import { FilterActions } from '../filter-actions';
import styles from '../statistics-filters.module.css';

type Props = {
  values: StatisticsFilters;
  onChange: (values: StatisticsFilters) => void;
  onSearch: () => void;
  onClear: () => void;
  geolocations: FilterEntry[];
  industries: FilterEntry[];
};

/** A tree's entries as options, each indented under its parent. */
const options = (entries: FilterEntry[]) =>
  entries.map((entry) => (
    <option key={entry.id} value={entry.id}>
      {`${'\u00a0\u00a0'.repeat(entry.depth)}${entry.name}`}
    </option>
  ));

/** part 2 "Interactive data": the free text `q`, a geolocation and an industry; Search and Clear. */
export function StatisticsFilterForm(props: Props) {
  const { values, onChange, onSearch, onClear, geolocations, industries } = props;
  const t = useTranslations('Statistics.filters');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };
  const set = (name: keyof StatisticsFilters) => (value: string) =>
    onChange({ ...values, [name]: value });
  return (
    <form
      className={styles.filters}
      role="search"
      onSubmit={submit}
      data-testid="statistics-filters"
    >
      <fieldset>
        <legend className="visually-hidden">{t('legend')}</legend>
        <div className={`${styles.field} ${styles.text}`}>
          <label htmlFor="statistics-q">{t('q')}</label>
          <input
            id="statistics-q"
            type="search"
            value={values.q}
            onChange={(event) => set('q')(event.target.value)}
            maxLength={STATISTICS_SEARCH_MAX}
            placeholder={t('qHint')}
            dir="auto"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor="statistics-geolocation">{t('geolocation')}</label>
          <select
            id="statistics-geolocation"
            value={values.geolocation}
            onChange={(event) => set('geolocation')(event.target.value)}
          >
            <option value="">{t('all')}</option>
            {options(geolocations)}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="statistics-industry">{t('industry')}</label>
          <select
            id="statistics-industry"
            value={values.industry}
            onChange={(event) => set('industry')(event.target.value)}
          >
            <option value="">{t('all')}</option>
            {options(industries)}
          </select>
        </div>
        <FilterActions search={t('search')} clear={t('clear')} onClear={onClear} />
      </fieldset>
    </form>
  );
}
