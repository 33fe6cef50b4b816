'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';

import directory from '@/components/directory/directory.module.css';
import { MultiSelectFilter, type MultiSelectOption } from '@/components/forms/multi-select-filter';
import { Icon } from '@/components/ui/icon';
import { SearchIcon } from '@/components/ui/icon-shapes';
import { LazyHsCodePicker } from '@/features/hs-codes/components/lazy-hs-code-picker';
import { countValues, formatYear } from '@/lib/i18n/format-number';
import { pick } from '@/lib/i18n/localized';
import { isLocale, type Locale } from '@/lib/i18n/routing';

import { PUBLICATION_QUERY_KEYS as KEYS, PUBLICATION_SEARCH_MAX } from '../constants';
import {
  catalogueHsCode,
  orderCountries,
  type CatalogueFilters as Filters,
} from '../publication-filters';
import type { PublicationFilters } from '../schemas';

import styles from './publications-catalogue.module.css';

type Props = {
  options: PublicationFilters;
  /** The filters of the address; the form starts from them (it is remounted when they change). */
  value: Filters;
  onSearch: (filters: Filters) => void;
  onClear: () => void;
};

/**
 * part 1 §2.7: multi-select filters for country (GMK's first), sector and year, an HS code with the
 * finder's picker (issue 37), a text search, and Search and Clear. Choices apply on Search; the
 * page goes back to 1.
 */
export function CatalogueFilters({ options, value, onSearch, onClear }: Props) {
  const t = useTranslations('Publications.filters');
  const current = useLocale();
  const locale: Locale = isLocale(current) ? current : 'en';
  const textId = useId();
  const hsId = useId();
  const [draft, setDraft] = useState({
    country: value.country.map(String),
    sector: value.sector.map(String),
    year: value.year,
    q: value.q,
    hs: value.hs,
  });
  // An HS code field holding words (the picker's list was left without a choice) says so on Search.
  const [hsRefused, setHsRefused] = useState(false);

  const countries = orderCountries(options.countries, locale).map((country) => ({
    value: String(country.id),
    label: pick(country, 'name', locale),
  }));
  const sectors = options.sectors.map((sector) => ({
    value: String(sector.id),
    label: pick(sector, 'name', locale),
  }));
  const years = options.years.map((year) => ({ value: year, label: formatYear(+year, locale) }));

  /** "All countries", the one or two chosen by name, or how many are chosen. */
  const summary = (chosen: string[], list: MultiSelectOption[], all: string) => {
    const labels = list.filter((option) => chosen.includes(option.value)).map((o) => o.label);
    if (labels.length === 0) return all;
    if (labels.length <= 2) return labels.join(locale === 'ar' ? '، ' : ', ');
    return t('chosen', countValues(labels.length, locale));
  };
  const set = (key: 'country' | 'sector' | 'year') => (values: string[]) =>
    setDraft({ ...draft, [key]: values });
  const multiSelects = [
    { key: 'country', options: countries, all: t('allCountries') },
    { key: 'sector', options: sectors, all: t('allSectors') },
    { key: 'year', options: years, all: t('allYears') },
  ] as const;

  return (
    <form
      role="search"
      aria-label={t('label')}
      className={directory.filters}
      onSubmit={(event) => {
        event.preventDefault();
        const hs = draft.hs.trim() === '' ? '' : catalogueHsCode(draft.hs);
        setHsRefused(hs === null);
        if (hs === null) {
          document.getElementById(hsId)?.focus();
          return;
        }
        onSearch({
          country: draft.country.map(Number),
          sector: draft.sector.map(Number),
          year: draft.year,
          q: draft.q.trim(),
          hs,
        });
      }}
    >
      <fieldset>
        <legend className="visually-hidden">{t('label')}</legend>
        {multiSelects.map(({ key, options: choices, all }) => (
          <MultiSelectFilter
            key={key}
            name={KEYS[key]}
            label={t(key)}
            options={choices}
            selected={draft[key]}
            onChange={set(key)}
            summary={summary(draft[key], choices, all)}
            data-testid={`filter-${key}`}
          />
        ))}
        <div className={`${directory.field} ${styles.hs}`}>
          <label htmlFor={hsId}>{t('hs')}</label>
          <LazyHsCodePicker
            id={hsId}
            name={KEYS.hs}
            value={draft.hs}
            onChange={(hs) => setDraft({ ...draft, hs })}
            invalid={hsRefused}
            describedBy={hsRefused ? `${hsId}-error` : undefined}
          />
          {hsRefused && (
            <p id={`${hsId}-error`} className={styles.fieldError}>
              {t('hsInvalid')}
            </p>
          )}
        </div>
        <div className={`${directory.field} ${directory.text}`}>
          <label htmlFor={textId}>{t('q')}</label>
          <input
            id={textId}
            type="search"
            name={KEYS.q}
            value={draft.q}
            maxLength={PUBLICATION_SEARCH_MAX}
            placeholder={t('qHint')}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
        </div>
        <div className={`${directory.actions} ${styles.buttons}`}>
          <button type="submit" className="button button-primary">
            <Icon shape={SearchIcon} size={20} />
            {t('submit')}
          </button>
          <button type="button" className="button button-outlined" onClick={onClear}>
            {t('clear')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
